import { Button, cn, Input, Label } from "@propledger/ui";
import { Download } from "lucide-react";
import type * as React from "react";
import { ACCOUNTING, toQuery } from "../api";
import type { Filters } from "./usePagedList";

/** CSV, XLSX and PDF of the current filtered view: plain links, so the browser downloads with the cookie. */
function ExportLinks({ path, query }: { path: string; query: Filters }) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Export</legend>
      {(["csv", "xlsx", "pdf"] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={`${ACCOUNTING}${path}${toQuery({ ...query, format })}`} download>
            <Download aria-hidden="true" className="size-4" />
            {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </fieldset>
  );
}

/** The row above a list: its filters, and the export links of the filtered view. */
export function FilterBar({
  exportPath,
  filters,
  children,
}: {
  exportPath: string;
  filters: Filters;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {children}
      <ExportLinks path={exportPath} query={filters} />
    </div>
  );
}

export function SearchFilter({
  id,
  label,
  value,
  placeholder,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange(event: React.ChangeEvent<HTMLInputElement>): void;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="search" value={value} placeholder={placeholder} onChange={onChange} />
    </div>
  );
}
