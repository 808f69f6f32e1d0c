// The labelled query sets, each over its own portfolio: the file of queries, the organization it is
// seeded as, and the portfolio (its seeding and its "today"). Used by bench/search-probe.mjs and
// bench/search-slips.mjs.
export const SETS = {
  heldout: {
    file: "bench/search-heldout.json",
    org: "5ea2c400-0000-4000-8000-0000000000b1",
    name: "Search held-out set",
    portfolio: async () => {
      const { HELD_OUT_NOW, seedHeldOut } = await import("./search-portfolio.mjs");
      return { now: HELD_OUT_NOW, seed: seedHeldOut };
    },
  },
  probe: {
    file: "bench/search-probe.json",
    org: "5ea2c400-0000-4000-8000-0000000000c1",
    name: "Search probe",
    portfolio: async () => {
      const { PROBE_NOW, seedProbe } = await import("./search-probe-portfolio.mjs");
      return { now: PROBE_NOW, seed: seedProbe };
    },
  },
  fresh: {
    file: "bench/search-fresh.json",
    org: "f7e5c400-0000-4000-8000-0000000000f1",
    name: "Search fresh set",
    portfolio: async () => {
      const { FRESH_NOW, seedFresh } = await import("./search-fresh-portfolio.mjs");
      return { now: FRESH_NOW, seed: seedFresh };
    },
  },
  fifth: {
    file: "bench/search-fifth.json",
    org: "a5f1c400-0000-4000-8000-0000000000a5",
    name: "Search fifth set",
    portfolio: async () => {
      const { FIFTH_NOW, seedFifth } = await import("./search-fifth-portfolio.mjs");
      return { now: FIFTH_NOW, seed: seedFifth };
    },
  },
  sixth: {
    file: "bench/search-sixth.json",
    org: "b6c1c400-0000-4000-8000-0000000000b6",
    name: "Search sixth set",
    portfolio: async () => {
      const { SIXTH_NOW, seedSixth } = await import("./search-sixth-portfolio.mjs");
      return { now: SIXTH_NOW, seed: seedSixth };
    },
  },
  seventh: {
    file: "bench/search-seventh.json",
    org: "c7d1c400-0000-4000-8000-0000000000c7",
    name: "Search seventh set",
    portfolio: async () => {
      const { SEVENTH_NOW, seedSeventh } = await import("./search-seventh-portfolio.mjs");
      return { now: SEVENTH_NOW, seed: seedSeventh };
    },
  },
  eighth: {
    file: "bench/search-eighth.json",
    org: "e8e1c400-0000-4000-8000-0000000000e8",
    name: "Search eighth set",
    portfolio: async () => {
      const { EIGHTH_NOW, seedEighth } = await import("./search-eighth-portfolio.mjs");
      return { now: EIGHTH_NOW, seed: seedEighth };
    },
  },
  ninth: {
    file: "bench/search-ninth.json",
    org: "e9f1c400-0000-4000-8000-0000000000e9",
    name: "Search ninth set",
    portfolio: async () => {
      const { NINTH_NOW, seedNinth } = await import("./search-ninth-portfolio.mjs");
      return { now: NINTH_NOW, seed: seedNinth };
    },
  },
};
