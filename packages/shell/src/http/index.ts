export * from "./apiClient";
export * from "./httpAdapters";
export * from "./queryClient";
