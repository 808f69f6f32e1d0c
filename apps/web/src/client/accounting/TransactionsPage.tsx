import FramePage from "../pages/FramePage";

export default function TransactionsPage({ path }: { path: string }) {
  return <FramePage path={path} />;
}
