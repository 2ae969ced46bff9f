# This language as it names itself (the menus that offer a language), and whether it writes a space
# between a number and its unit and between words ("16 Stunden"; Japanese "16時間": no).
language-name = English
language-spaced = yes
