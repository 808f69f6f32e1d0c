import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./App";
import { queryClient } from "./lib/api";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router>
        <App />
      </Router>
    </QueryClientProvider>
  </StrictMode>
);
// A public page the server sent already rendered (src/client/prerender.tsx) is hydrated: it stays on screen
// and usable while its code loads, instead of being replaced by a spinner and drawn again.
if (container.firstChild) hydrateRoot(container, app);
else createRoot(container).render(app);
