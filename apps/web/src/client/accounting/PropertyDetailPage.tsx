import FramePage from "../pages/FramePage";

export default function PropertyDetailPage({ path }: { path: string }) {
  return <FramePage path={path} />;
}
