// The web companion's only script (the content security policy allows no inline code). Without it a
// page still shows its step, with First/Back/Forward/Last links and the slider's "Show this step" button;
// with it, the slider and those links change the step in place (the arrow keys move the slider), and a
// running game's page follows the game live: Server-Sent Events, or polling every 1.5 seconds where
// those do not work. Everything from the server is set as text, never as HTML.
"use strict";

(function () {
  const main = document.getElementById("main");
  if (!main || !main.dataset.stepUrl) {
    return;
  }
  const $ = (id) => document.getElementById(id);
  const seen = {
    step: Number(main.dataset.step),
    steps: Number(main.dataset.steps),
    total: Number(main.dataset.total), // lines of the log the page shows
  };
  const slider = $("step");
  // The words the script writes itself, in the page's language (data-only-you, data-quiet, data-gone).
  const words = main.dataset;
  let shownStepText = ($("step-text") || {}).textContent || "";
  const POLL_MS = 1500; // a poll and its answer land within the 2 seconds a page may lag a move
  let following = main.dataset.live === "1";
  let wanted = 0; // the step last asked for: a late answer for an older request is dropped

  // An address with more parameters: the page's own addresses may carry ?lang= already.
  function withParams(base, params) {
    const url = new URL(base, window.location.href);
    for (const [key, value] of Object.entries(params)) {
      url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  function setText(id, text) {
    const node = $(id);
    if (node) {
      node.textContent = text;
    }
  }

  function setPicture(prefix, picture) {
    const figure = $(prefix + "-figure");
    const img = $(prefix + "-img");
    const link = $(prefix + "-link");
    if (figure) {
      figure.hidden = !picture;
    }
    if (!picture || !img) {
      return;
    }
    if (img.getAttribute("src") !== picture.src) {
      img.src = picture.src;
    }
    img.alt = picture.alt;
    img.width = picture.width;
    img.height = picture.height;
    if (link) {
      link.href = picture.src;
    }
  }

  function line(item) {
    const li = document.createElement("li");
    li.textContent = item.text;
    if (item.mine) {
      li.className = "mine";
      const tag = document.createElement("span");
      tag.className = "tag";
      tag.textContent = words.onlyYou;
      li.append(" ", tag);
    }
    return li;
  }

  function updateLog(event) {
    const log = $("log");
    if (!log) {
      return;
    }
    // The log up to a step is the start of the log up to any later step: drop what is past this step,
    // then add what the page lacks (newest first).
    let extra = seen.total - (event.total - event.lines.length);
    while (extra > 0 && log.firstElementChild) {
      log.firstElementChild.remove();
      extra -= 1;
    }
    for (const item of event.lines) {
      log.prepend(line(item));
    }
    seen.total = event.total;
  }

  function updateNav(event) {
    const base = main.dataset.here;
    const targets = {
      "nav-first": event.step > 1 ? 1 : 0,
      "nav-back": event.step > 1 ? event.step - 1 : 0,
      "nav-forward": event.step < event.steps ? event.step + 1 : 0,
      "nav-last": event.step < event.steps ? event.steps : 0,
    };
    for (const [id, number] of Object.entries(targets)) {
      let node = $(id);
      if (!node) {
        // The page was drawn with this one switched off: a plain label stands in its place.
        const off = document.querySelector('.steps .off[data-nav="' + id + '"]');
        if (!off) {
          continue;
        }
        node = document.createElement("a");
        node.id = id;
        node.textContent = off.textContent;
        node.addEventListener("click", onNav);
        off.replaceWith(node);
      }
      if (number) {
        node.href = withParams(base, { step: number });
        node.removeAttribute("aria-disabled");
        node.className = "";
      } else {
        node.removeAttribute("href");
        node.setAttribute("aria-disabled", "true");
        node.className = "off";
      }
    }
    const newer = $("newer");
    if (newer) {
      newer.hidden = event.step === event.steps;
    }
  }

  function show(event) {
    seen.step = event.step;
    seen.steps = event.steps;
    const phase = $("phase");
    if (phase) {
      phase.textContent = event.phase_text;
      phase.className = "badge badge-" + event.phase;
    }
    setText("step-text", event.step_text);
    setText("status", event.status);
    setPicture("board", event.board);
    setText("position", event.position);
    const lines = $("step-lines");
    if (lines) {
      lines.replaceChildren();
      for (const text of event.new_lines) {
        lines.append(line({ text: text, mine: false }));
      }
      if (!event.new_lines.length) {
        const quiet = document.createElement("li");
        quiet.className = "quiet";
        quiet.textContent = words.quiet;
        lines.append(quiet);
      }
    }
    updateLog(event);
    if (event.hand) {
      setText("hand-text", event.hand.text);
      setPicture("hand", event.hand.picture);
      const choices = $("choices");
      if (choices) {
        choices.replaceChildren(...event.hand.choices.map((text) => line({ text: text, mine: false })));
        $("choices-box").hidden = !event.hand.choices.length;
      }
    }
    if (slider) {
      slider.max = String(event.steps);
      slider.value = String(event.step);
      slider.setAttribute("aria-valuetext", event.step_text + ". " + event.status);
    }
    setText("step-out", String(event.step));
    setText("step-count", String(event.steps));
    updateNav(event);
    if (shownStepText) {
      document.title = document.title.replace(shownStepText, event.step_text);
    }
    shownStepText = event.step_text;
    if (window.history && window.history.replaceState) {
      window.history.replaceState(null, "", event.page);
    }
  }

  function fetchStep(number) {
    wanted = number;
    const url = withParams(main.dataset.stepUrl, { n: number, have: seen.total });
    return fetch(url, { credentials: "omit", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((event) => {
        if (event && event.step === wanted) {
          show(event);
        }
      })
      .catch(() => {});
  }

  // ---- the replay controls ----

  let timer = 0;
  if (slider) {
    const go = $("step-go");
    if (go) {
      go.hidden = true; // with the script the slider shows its step as it moves
    }
    slider.addEventListener("input", () => {
      setText("step-out", slider.value);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => fetchStep(Number(slider.value)), 120);
    });
  }

  function onNav(click) {
    const href = click.currentTarget.getAttribute("href");
    if (!href) {
      click.preventDefault();
      return;
    }
    const number = Number(new URL(href, window.location.href).searchParams.get("step"));
    if (number) {
      click.preventDefault();
      fetchStep(number);
    }
  }
  for (const id of ["nav-first", "nav-back", "nav-forward", "nav-last"]) {
    const node = $(id);
    if (node) {
      node.addEventListener("click", onNav);
    }
  }
  const latest = $("to-latest");
  if (latest) {
    latest.addEventListener("click", (click) => {
      click.preventDefault();
      fetchStep(seen.steps);
    });
  }

  // ---- following a running game ----

  function onLive(event) {
    const atNewest = seen.step === seen.steps;
    if (atNewest) {
      if (event.total - event.lines.length === seen.total) {
        show(event);
      } else {
        fetchStep(event.step); // the page and the stream disagree on the log: ask for the step whole
      }
      if (event.new_lines.length || event.step !== seen.step) {
        setText("announce", [event.step_text].concat(event.new_lines, [event.status]).join(" "));
      }
    } else {
      seen.steps = event.steps;
      if (slider) {
        slider.max = String(event.steps);
      }
      setText("step-count", String(event.steps));
      updateNav({ step: seen.step, steps: event.steps });
    }
    if (event.phase !== "live" && event.phase !== "past") {
      following = false;
    }
  }

  function poll() {
    if (!following) {
      return;
    }
    const have = seen.step === seen.steps ? seen.total : 0;
    fetch(withParams(main.dataset.stepUrl, { have: have }), { credentials: "omit", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((event) => {
        if (event) {
          onLive(event);
        }
      })
      .catch(() => {})
      .finally(() => window.setTimeout(poll, POLL_MS));
  }

  function listen() {
    if (!following) {
      return;
    }
    if (!window.EventSource) {
      window.setTimeout(poll, POLL_MS);
      return;
    }
    const have = seen.step === seen.steps ? seen.total : 0;
    const source = new EventSource(withParams(main.dataset.events, { have: have }));
    let failures = 0;
    source.addEventListener("step", (message) => {
      failures = 0;
      onLive(JSON.parse(message.data));
    });
    source.addEventListener("end", () => {
      following = false;
      source.close();
    });
    source.addEventListener("gone", () => {
      following = false;
      source.close();
      setText("status", words.gone);
    });
    source.addEventListener("error", () => {
      failures += 1;
      if (source.readyState === EventSource.CLOSED || failures >= 3) {
        source.close(); // the stream does not get through (a proxy, a limit): poll instead
        window.setTimeout(poll, POLL_MS);
      }
    });
  }

  listen();
})();
