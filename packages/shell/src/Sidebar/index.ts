export * from "./Sidebar";
export * from "./SidebarContext";
