import { Badge, Button, Label } from "@propledger/ui";
import { useMutation } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type InterpretAnswer, interpretBody } from "../../../shared/report-builder";
import { FormMessage } from "../../components/FormField";
import { PageFrame } from "../../components/PageFrame";
import { api, errorText } from "../../lib/api";
import { pageInfo } from "../../pages/pageInfo";
import { BUILDER_API } from "./api";
import { ReportBuilder } from "./DynamicBuilderPage";

const EXAMPLES = [
  "Repairs by property for 2025 compared with 2024",
  "Rent by month this year as a line chart",
  "How many expenses by payee last year",
];

/** What the sentence was read as, and the words that changed nothing, before the report runs. */
function Reading({ answer }: { answer: InterpretAnswer }) {
  // The page is rebuilt around the reading: move focus to it so keyboard users land on the result.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="ai-reading" className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <h2 id="ai-reading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        What PropLedger understood
      </h2>
      <ul className="flex flex-wrap gap-2" aria-label="Understood">
        {answer.understood.map((u) => (
          <li key={u}>
            <Badge variant="secondary">{u}</Badge>
          </li>
        ))}
      </ul>
      {answer.ignored.length ? (
        <p className="text-sm text-muted-foreground">
          Not used: {answer.ignored.join(", ")}. Set those parts below if they matter.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {answer.source === "model" ? "Proposed by the language model and checked. " : ""}
        Change anything below, then run it again.
      </p>
    </section>
  );
}

/** Sentences that show what the builder understands; picking one puts it in the box. */
function ExampleSentences({ id, onPick }: { id: string; onPick(sentence: string): void }) {
  return (
    <div id={id} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span>For example:</span>
      {EXAMPLES.map((example) => (
        <button
          key={example}
          type="button"
          className="rounded-full border border-border px-3 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => onPick(example)}
        >
          {example}
        </button>
      ))}
    </div>
  );
}

/** /reports/ai-builder — a sentence becomes a report definition, shown for editing, then run. */
export default function AiBuilderPage() {
  const info = pageInfo("/reports/ai-builder");
  const id = useId();
  const [sentence, setSentence] = useState("");
  const [error, setError] = useState<string | null>(null);
  const interpret = useMutation({
    mutationFn: (text: string) => api.post<InterpretAnswer>(`${BUILDER_API}/interpret`, { sentence: text }),
    onError: (e) => setError(errorText(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = interpretBody.safeParse({ sentence });
    if (!parsed.success) {
      setError("Describe the report you want, for example one of the examples below.");
      document.getElementById(`${id}-sentence`)?.focus();
      return;
    }
    setError(null);
    interpret.mutate(parsed.data.sentence);
  };
  const answer = interpret.data;
  const ask = (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Describe a report">
      <Label htmlFor={`${id}-sentence`}>Describe the report</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <textarea
          id={`${id}-sentence`}
          value={sentence}
          onChange={(e) => setSentence(e.target.value)}
          maxLength={300}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-examples`}
          className="min-h-16 flex-1 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 md:text-sm"
        />
        <Button type="submit" disabled={interpret.isPending} className="self-start">
          <Sparkles aria-hidden="true" className="size-4" />
          {interpret.isPending ? "Reading..." : "Build report"}
        </Button>
      </div>
      <ExampleSentences id={`${id}-examples`} onPick={setSentence} />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </form>
  );
  if (!answer) {
    return (
      <PageFrame
        title={info.title}
        description={info.description}
        breadcrumbs={[{ label: "Reports", href: "/reports" }]}
      >
        {ask}
      </PageFrame>
    );
  }
  return (
    <ReportBuilder
      key={JSON.stringify(answer.definition)}
      initial={answer.definition}
      saved={null}
      title={info.title}
      description={info.description}
      intro={
        <>
          {ask}
          <Reading answer={answer} />
        </>
      }
    />
  );
}
