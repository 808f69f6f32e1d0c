import { useQuery } from "@tanstack/react-query";
import type { Page, PropertyView } from "../../shared/accounting";
import { ACCOUNTING } from "../accounting/api";
import { FormField, SelectField } from "../components/FormField";
import { api } from "../lib/api";
import type { ReportEntry } from "./catalog";

export interface ReportParams {
  period: "month" | "quarter" | "year" | "custom";
  year: string;
  quarter: string;
  month: string;
  from: string;
  to: string;
  asOf: string;
  columns: string;
  compare: string;
  propertyId: string;
  allocation: string;
  /** "" → the organization's books basis. */
  basis: "" | "cash" | "accrual";
}

export function initialParams(today: string): ReportParams {
  return {
    period: "year",
    year: today.slice(0, 4),
    quarter: String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1),
    month: today.slice(0, 7),
    from: `${today.slice(0, 4)}-01-01`,
    to: today,
    asOf: today,
    columns: "total",
    compare: "none",
    propertyId: "",
    allocation: "rent",
    basis: "",
  };
}

/** The API query for a report from the picker's choices. */
export function reportQuery(r: ReportEntry, p: ReportParams): Record<string, string | undefined> {
  const basis = r.basis && p.basis ? p.basis : undefined;
  if (r.period === "asOf") return { asOf: p.asOf, basis };
  if (r.period === "year")
    return { year: p.year, allocation: r.slug === "schedule-e" ? p.allocation : undefined, basis };
  const date =
    p.period === "month"
      ? `${p.month}-01`
      : p.period === "quarter"
        ? `${p.year}-${String((Number(p.quarter) - 1) * 3 + 1).padStart(2, "0")}-01`
        : `${p.year}-01-01`;
  return {
    period: p.period,
    ...(p.period === "custom" ? { from: p.from, to: p.to } : { date }),
    ...(r.columns ? { columns: p.columns, compare: p.compare } : {}),
    propertyId: r.property && p.propertyId ? p.propertyId : undefined,
    basis,
  };
}

function useProperties(enabled: boolean) {
  return useQuery({
    queryKey: [`${ACCOUNTING}/properties?pageSize=200&sort=name`],
    queryFn: ({ signal }) =>
      api.get<Page<PropertyView>>(`${ACCOUNTING}/properties?pageSize=200&sort=name`, { signal }),
    enabled,
  });
}

const years = (from: number) => Array.from({ length: 12 }, (_, i) => String(from - i));

interface FieldsProps {
  report: ReportEntry;
  params: ReportParams;
  set(key: keyof ReportParams): (e: { target: { value: string } }) => void;
  currentYear: number;
}

function YearField({ report, params, set, currentYear }: FieldsProps) {
  return (
    <SelectField
      id="report-year"
      label={report.period === "year" ? "Tax year" : "Year"}
      value={params.year}
      onChange={set("year")}
      options={years(currentYear).map((y) => ({ value: y, label: y }))}
      containerClassName="w-32"
    />
  );
}

/** Month, quarter, year or custom, and the fields each needs. */
function RangeFields(props: FieldsProps) {
  const { params, set } = props;
  return (
    <>
      <SelectField
        id="report-period"
        label="Period"
        value={params.period}
        onChange={set("period")}
        options={[
          { value: "month", label: "Month" },
          { value: "quarter", label: "Quarter" },
          { value: "year", label: "Year" },
          { value: "custom", label: "Custom" },
        ]}
        containerClassName="w-36"
      />
      {params.period === "month" ? (
        <FormField
          id="report-month"
          label="Month"
          type="month"
          value={params.month}
          onChange={set("month")}
          required
        />
      ) : null}
      {params.period === "quarter" || params.period === "year" ? <YearField {...props} /> : null}
      {params.period === "quarter" ? (
        <SelectField
          id="report-quarter"
          label="Quarter"
          value={params.quarter}
          onChange={set("quarter")}
          options={["1", "2", "3", "4"].map((q) => ({ value: q, label: `Q${q}` }))}
          containerClassName="w-24"
        />
      ) : null}
      {params.period === "custom" ? (
        <>
          <FormField
            id="report-from"
            label="From"
            type="date"
            value={params.from}
            onChange={set("from")}
            required
          />
          <FormField id="report-to" label="To" type="date" value={params.to} onChange={set("to")} required />
        </>
      ) : null}
    </>
  );
}

/** The P&L's columns and comparison. */
function ColumnFields({ params, set }: FieldsProps) {
  return (
    <>
      <SelectField
        id="report-columns"
        label="Columns"
        value={params.columns}
        onChange={set("columns")}
        options={[
          { value: "total", label: "Total only" },
          { value: "property", label: "By property" },
          { value: "month", label: "By month" },
          { value: "quarter", label: "By quarter" },
        ]}
        containerClassName="w-40"
      />
      <SelectField
        id="report-compare"
        label="Compare with"
        value={params.compare}
        onChange={set("compare")}
        options={[
          { value: "none", label: "Nothing" },
          { value: "previous_period", label: "Previous period" },
          { value: "previous_year", label: "Previous year" },
        ]}
        containerClassName="w-44"
      />
    </>
  );
}

/** Cash or accrual; the organization's books basis until the user picks one. */
function BasisField({ params, set }: FieldsProps) {
  return (
    <SelectField
      id="report-basis"
      label="Basis"
      value={params.basis}
      onChange={set("basis")}
      options={[
        { value: "", label: "Books basis (default)" },
        { value: "cash", label: "Cash" },
        { value: "accrual", label: "Accrual" },
      ]}
      containerClassName="w-52"
    />
  );
}

function PropertyField({ report, params, set }: FieldsProps) {
  const properties = useProperties(true);
  const optional = report.property === "optional";
  return (
    <SelectField
      id="report-property"
      label="Property"
      value={params.propertyId}
      onChange={set("propertyId")}
      options={[
        ...(optional || !params.propertyId
          ? [{ value: "", label: optional ? "All properties" : "Choose a property" }]
          : []),
        ...(properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
      ]}
      containerClassName="w-56"
    />
  );
}

/** The period picker and the report's own choices; every change re-runs the report. */
export function ReportControls({
  report,
  params,
  onChange,
  currentYear,
}: {
  report: ReportEntry;
  params: ReportParams;
  onChange(p: ReportParams): void;
  currentYear: number;
}) {
  const set = (key: keyof ReportParams) => (e: { target: { value: string } }) =>
    onChange({ ...params, [key]: e.target.value });
  const props: FieldsProps = { report, params, set, currentYear };
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Report options"
      onSubmit={(e) => e.preventDefault()}
    >
      {report.period === "asOf" ? (
        <FormField
          id="report-as-of"
          label="As of"
          type="date"
          value={params.asOf}
          onChange={set("asOf")}
          required
        />
      ) : null}
      {report.period === "year" ? <YearField {...props} /> : null}
      {report.slug === "schedule-e" ? (
        <SelectField
          id="report-allocation"
          label="Share unassigned amounts"
          value={params.allocation}
          onChange={set("allocation")}
          options={[
            { value: "rent", label: "By rent" },
            { value: "units", label: "By units" },
            { value: "equal", label: "Equally" },
          ]}
          containerClassName="w-48"
        />
      ) : null}
      {report.period === "range" ? <RangeFields {...props} /> : null}
      {report.columns ? <ColumnFields {...props} /> : null}
      {report.property ? <PropertyField {...props} /> : null}
      {report.basis ? <BasisField {...props} /> : null}
    </form>
  );
}
