import { createRoot } from "react-dom/client";

// The react-only twin of main.tsx: what the app weighs without our packages.
createRoot(document.getElementById("root") as HTMLElement).render(<p>Hello</p>);
