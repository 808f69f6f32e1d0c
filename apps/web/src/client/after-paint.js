// Loads the app's scripts once a page the server sent already rendered has painted. The server puts this
// (deferred) in place of the module script and its modulepreloads: the stylesheet, font and HTML then have
// the connection to themselves until the first frame is on screen; the code that makes it interactive
// starts one frame later. A background tab draws no frames, hence the timer.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preload ?? "").split(" ").filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement("script");
    module.type = "module";
    module.crossOrigin = "";
    module.src = entry;
    document.head.append(module);
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 250);
})();
