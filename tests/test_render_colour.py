"""bot/render/colour.py: WCAG contrast, the simulation of colour vision deficiencies (Machado et al. 2009)
and the CIEDE2000 colour difference, checked against published values."""

from __future__ import annotations

import pytest

from bot.render import colour as c

# ---- WCAG 2 ---------------------------------------------------------------------------------------------


def test_relative_luminance_runs_from_black_to_white() -> None:
    assert c.relative_luminance((0, 0, 0)) == 0
    assert c.relative_luminance((255, 255, 255)) == pytest.approx(1)
    # The coefficients of WCAG's definition: green weighs most, blue least.
    assert c.relative_luminance((255, 0, 0)) == pytest.approx(0.2126)
    assert c.relative_luminance((0, 255, 0)) == pytest.approx(0.7152)
    assert c.relative_luminance((0, 0, 255)) == pytest.approx(0.0722)
    # Mid grey is far below 0.5: the sRGB curve.
    assert c.relative_luminance((128, 128, 128)) == pytest.approx(0.2159, abs=1e-4)


def test_contrast_ratio_matches_wcag_examples() -> None:
    white, black = (255, 255, 255), (0, 0, 0)
    assert c.contrast_ratio(black, white) == pytest.approx(21)
    assert c.contrast_ratio(white, white) == pytest.approx(1)
    assert c.contrast_ratio(white, black) == c.contrast_ratio(black, white)
    # #767676 is the lightest grey that passes AA on white; #777777 just fails.
    assert c.contrast_ratio((0x76,) * 3, white) == pytest.approx(4.54, abs=0.01)
    assert c.contrast_ratio((0x77,) * 3, white) < c.MIN_TEXT_CONTRAST < c.contrast_ratio((0x76,) * 3, white)


def test_ink_on_picks_the_ink_with_more_contrast() -> None:
    for bg in [(255, 255, 255), (245, 197, 66), (23, 128, 143), (20, 20, 60), (120, 120, 120), (210, 67, 79)]:
        ink = c.ink_on(bg)
        other = c.WHITE if ink != c.WHITE else c.NEAR_BLACK
        assert c.contrast_ratio(ink, bg) >= c.contrast_ratio(other, bg) - 0.6  # judged against pure black


def test_hex_and_mix() -> None:
    assert c.hex_rgb("#F5C542") == (245, 197, 66) == c.hex_rgb("f5c542")
    assert c.mix((0, 0, 0), (255, 255, 255), 0.5) == (128, 128, 128)
    assert c.mix((10, 20, 30), (200, 100, 0), 0) == (10, 20, 30)


# ---- CIEDE2000 ------------------------------------------------------------------------------------------

# Sharma, Wu and Dalal (2005), Table 1: L*a*b* pairs and their ΔE00 (pairs 1-6, 17-20, 21-23).
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, 2.8361, -74.0200), (50.0, 0.0, -82.7485), 3.4412),
    ((50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
    ((50.0, -1.1848, -84.8006), (50.0, 0.0, -82.7485), 1.0000),
    ((50.0, -0.9009, -85.5211), (50.0, 0.0, -82.7485), 1.0000),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
    ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    ((50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
    ((84.25, 5.74, 96.0), (84.46, 8.88, 96.49), 1.6743),
    ((84.25, 5.74, 96.0), (84.52, 5.75, 93.09), 0.5887),
    ((84.25, 5.74, 96.0), (84.37, 5.86, 99.42), 0.6395),
]


@pytest.mark.parametrize(("first", "second", "expected"), SHARMA)
def test_ciede2000_matches_the_published_test_data(first: c.Lab, second: c.Lab, expected: float) -> None:
    assert c.delta_e_2000(first, second) == pytest.approx(expected, abs=1e-4)
    assert c.delta_e_2000(second, first) == pytest.approx(expected, abs=1e-4)


def test_lab_of_srgb_references() -> None:
    assert c.lab((255.0, 255.0, 255.0)) == pytest.approx((100, 0, 0), abs=0.01)
    assert c.lab((0.0, 0.0, 0.0)) == pytest.approx((0, 0, 0), abs=0.01)
    # sRGB red in CIELAB D65 (the usual reference value, 53.24 80.09 67.20).
    assert c.lab((255.0, 0.0, 0.0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.05)


# ---- colour vision deficiencies -------------------------------------------------------------------------


@pytest.mark.parametrize("vision", c.VISIONS)
def test_greys_look_the_same_to_everyone(vision: c.Vision) -> None:
    # Each row of Machado's matrices sums to 1, so neutral colours are unchanged.
    for grey in (0, 64, 128, 200, 255):
        assert c.simulated((grey, grey, grey), vision) == (grey, grey, grey)


def test_red_and_green_merge_for_protans_and_deutans_but_not_for_tritans() -> None:
    red, green = (220, 40, 40), (40, 160, 40)
    assert c.distance(red, green) > 60
    assert c.distance(red, green, "deuteranopia") < 5
    assert c.distance(red, green, "protanopia") < 25
    assert c.distance(red, green, "tritanopia") > 60


def test_blue_and_green_merge_for_tritans() -> None:
    blue, green = (60, 90, 220), (60, 170, 100)
    assert c.distance(blue, green, "deuteranopia") > 45
    assert c.distance(blue, green, "tritanopia") < c.distance(blue, green) / 2


def test_pairs_too_close_names_the_pair_and_the_vision() -> None:
    group = c.ColourGroup("seats", {"red": (220, 40, 40), "green": (40, 160, 40), "blue": (40, 80, 230)})
    found = list(c.pairs_too_close(group))
    assert {(t.vision, t.first, t.second) for t in found} >= {("deuteranopia", "red", "green")}
    assert all(t.distance < c.MIN_DISTINCT for t in found)
    assert "red and green" in str(found[0]) or "green" in str(found[0])
    assert not list(c.pairs_too_close(c.ColourGroup("ok", {"black": (0, 0, 0), "white": (255, 255, 255)})))
