import { useQuery } from "@tanstack/react-query";
import type { Page, PropertyView } from "../../shared/accounting";
import { ACCOUNTING } from "../accounting/api";
import { SelectField } from "../components/FormField";
import { api } from "../lib/api";

const PROPERTIES_URL = `${ACCOUNTING}/properties?pageSize=200&sort=name`;

/** A list filter on one property ("All properties" by default), its choices in name order. */
export function PropertyFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
}) {
  const properties = useQuery({
    queryKey: [PROPERTIES_URL],
    queryFn: ({ signal }) => api.get<Page<PropertyView>>(PROPERTIES_URL, { signal }),
  });
  return (
    <SelectField
      id={id}
      label="Property"
      value={value}
      onChange={onChange}
      containerClassName="w-48"
      options={[
        { value: "", label: "All properties" },
        ...(properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
      ]}
    />
  );
}
