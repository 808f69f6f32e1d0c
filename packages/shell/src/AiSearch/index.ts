export * from "./AiSearch";
export * from "./AiSearchResults";
