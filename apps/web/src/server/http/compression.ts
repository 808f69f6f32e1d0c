import { constants as zlibConstants } from "node:zlib";

/**
 * For answers of hundreds of kilobytes (a rent roll page, a statement with a column per property):
 * level 1 costs about a third of the default's CPU for a slightly larger body.
 */
export const FAST_COMPRESSION = {
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};
