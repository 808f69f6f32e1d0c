import FramePage from "../pages/FramePage";

export default function LedgerPage({ path }: { path: string }) {
  return <FramePage path={path} />;
}
