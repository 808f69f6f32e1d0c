// Step 2 (CSV only): which column holds what. Starts from the server's guess (or this account's saved
// mapping), shows the first rows beside it, and asks the user to confirm the date format when several read
// every date. The confirmed mapping is saved for the account and offered again next time.
import { Button } from "@propledger/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import {
  type CsvMapping,
  type CsvTable,
  DATE_FORMATS,
  type ImportBatchView,
  type ImportUploadView,
} from "../../shared/banking";
import { TableHead, TableScroll } from "../accounting/list/table";
import { FormMessage, SelectField } from "../components/FormField";
import { api, errorText } from "../lib/api";
import { AmountFields } from "./AmountFields";
import { BANKING } from "./api";

const DEFAULT: CsvMapping = {
  hasHeader: true,
  dateColumn: 0,
  dateFormat: "YYYY-MM-DD",
  descriptionColumn: 1,
  payeeColumn: null,
  memoColumn: null,
  referenceColumn: null,
  amount: { kind: "signed", column: 2, negate: false },
  decimalComma: false,
};

const columnOptions = (csv: CsvTable, hasHeader: boolean) =>
  csv.columns.map((name, i) => ({
    value: String(i),
    label: hasHeader && name.trim() ? `${name} (column ${i + 1})` : `Column ${i + 1}`,
  }));

export function MappingStep({
  upload,
  onMapped,
  onRestart,
}: {
  upload: ImportUploadView;
  onMapped(batch: ImportBatchView): void;
  onRestart(): void;
}) {
  const csv = upload.csv!;
  const [m, setM] = useState<CsvMapping>(csv.suggested ?? DEFAULT);
  const save = useMutation({
    mutationFn: () =>
      api.post<ImportBatchView>(`${BANKING}/imports/${upload.batch.id}/mapping`, { mapping: m }),
    onSuccess: onMapped,
  });
  const columns = columnOptions(csv, m.hasHeader);
  const set = (patch: Partial<CsvMapping>) => setM((old) => ({ ...old, ...patch }));
  return (
    <form
      aria-labelledby="mapping-heading"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h2 id="mapping-heading" className="text-lg font-semibold">
        Map the columns of {upload.batch.fileName}
      </h2>
      <p className="text-muted-foreground">
        {csv.rowCount} rows
        {csv.preambleLines ? `, ${csv.preambleLines} lines above the table skipped` : ""}. Check which column
        holds what; this mapping is saved for the account and offered again with its next statement.
      </p>
      <Sample csv={csv} hasHeader={m.hasHeader} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={m.hasHeader} onChange={(e) => set({ hasHeader: e.target.checked })} />
        The first row holds column names
      </label>
      <ColumnFields csv={csv} mapping={m} onChange={set} />
      <AmountFields amount={m.amount} columns={columns} onChange={(amount) => set({ amount })} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={m.decimalComma}
          onChange={(e) => set({ decimalComma: e.target.checked })}
        />
        Amounts use a decimal comma (1.234,56)
      </label>
      <FormMessage kind="error">{save.isError ? errorText(save.error) : null}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Reading the rows…" : "Continue to review"}
        </Button>
        <Button type="button" variant="outline" onClick={onRestart}>
          Choose another file
        </Button>
      </div>
    </form>
  );
}

const pick = (value: string) => (value === "" ? null : Number(value));

/** Which column holds the date (and its format, to confirm), the description, payee, memo and reference. */
function ColumnFields({
  csv,
  mapping: m,
  onChange: set,
}: {
  csv: CsvTable;
  mapping: CsvMapping;
  onChange(patch: Partial<CsvMapping>): void;
}) {
  const columns = columnOptions(csv, m.hasHeader);
  const optional = [{ value: "", label: "None" }, ...columns];
  const formats = [...new Set([m.dateFormat, ...csv.dateFormatCandidates])];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="map-date"
        label="Date"
        options={columns}
        value={String(m.dateColumn)}
        onChange={(e) => set({ dateColumn: Number(e.target.value) })}
      />
      <div className="flex flex-col gap-2">
        <SelectField
          id="map-date-format"
          label="Date format"
          aria-describedby="map-date-format-hint"
          options={DATE_FORMATS.map((f) => ({
            value: f,
            label: formats.includes(f) ? `${f} (reads every date)` : f,
          }))}
          value={m.dateFormat}
          onChange={(e) => set({ dateFormat: e.target.value as CsvMapping["dateFormat"] })}
        />
        <p id="map-date-format-hint" className="text-sm text-muted-foreground">
          {formats.length > 1
            ? `Confirm the format: ${formats.join(" and ")} both read every date of this file (is 03/04 March or April?).`
            : `Detected ${m.dateFormat}. Confirm it matches your bank's dates.`}
        </p>
      </div>
      <SelectField
        id="map-description"
        label="Description"
        options={columns}
        value={String(m.descriptionColumn)}
        onChange={(e) => set({ descriptionColumn: Number(e.target.value) })}
      />
      <SelectField
        id="map-payee"
        label="Payee (optional)"
        options={optional}
        value={m.payeeColumn === null ? "" : String(m.payeeColumn)}
        onChange={(e) => set({ payeeColumn: pick(e.target.value) })}
      />
      <SelectField
        id="map-memo"
        label="Memo (optional)"
        options={optional}
        value={m.memoColumn === null ? "" : String(m.memoColumn)}
        onChange={(e) => set({ memoColumn: pick(e.target.value) })}
      />
      <SelectField
        id="map-reference"
        label="Reference or check number (optional)"
        options={optional}
        value={m.referenceColumn === null ? "" : String(m.referenceColumn)}
        onChange={(e) => set({ referenceColumn: pick(e.target.value) })}
      />
    </div>
  );
}

function Sample({ csv, hasHeader }: { csv: CsvTable; hasHeader: boolean }) {
  const rows = (hasHeader ? csv.sample.slice(1) : csv.sample).slice(0, 5);
  return (
    <TableScroll label="First rows of the file">
      <table className="w-full text-sm">
        <caption className="sr-only">First rows of the file</caption>
        <TableHead columns={columnOptions(csv, hasHeader).map((c) => ({ label: c.label }))} />
        <tbody className="divide-y divide-border">
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sample is fixed for the file
            <tr key={r}>
              {csv.columns.map((_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                <td key={c} className="px-3 py-2 whitespace-nowrap">
                  {row[c] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
