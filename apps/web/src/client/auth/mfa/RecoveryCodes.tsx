import { Button } from "@propledger/ui";
import { useState } from "react";

/** The recovery codes, shown once: a list to write down or copy, and a confirmation to go on. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone(): void;
  doneLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join("\n"));
    setCopied(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? "Recovery codes copied to the clipboard" : ""}
      </p>
    </div>
  );
}
