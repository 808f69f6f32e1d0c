import FramePage from "../pages/FramePage";

export default function PropertiesPage({ path }: { path: string }) {
  return <FramePage path={path} />;
}
