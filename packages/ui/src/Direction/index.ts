export { DirectionProvider, type DirectionProviderProps } from "./Direction";
