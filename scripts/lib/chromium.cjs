// How every test in this repo launches Debian's Chromium: the story runner, the consumer test, e2e and
// Lighthouse. Without the background-networking flags Chromium keeps trying hosts this sandbox cannot reach.
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

module.exports = { executablePath, chromiumArgs };
