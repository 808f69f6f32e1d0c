/** Shared focus style: a solid 2 px ring in `--ring` with a background-coloured gap, visible in every theme. */
export const focusRing =
  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";
