import FramePage from "../pages/FramePage";

export default function AccountsPage({ path }: { path: string }) {
  return <FramePage path={path} />;
}
