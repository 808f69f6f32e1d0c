import { Badge, Button, Card, ScrollArea } from "@propledger/ui";
import { Sparkles } from "lucide-react";
import { formatAmount, formatConfidence } from "../lib/format";
import type { AiSearchResponse } from "../ports";

/** Spec §9: first 3 transactions and first 3 properties are shown. */
export const RELATED_DATA_LIMIT = 3;

export interface AiSearchResultsProps {
  results: AiSearchResponse;
  /** Clicking a suggestion fills the box and searches at once. */
  onSuggestion?(suggestion: string): void;
  id?: string;
}

function More({ total }: { total: number }) {
  if (total <= RELATED_DATA_LIMIT) return null;
  return <li className="text-xs text-muted-foreground">+{total - RELATED_DATA_LIMIT} more...</li>;
}

const sectionTitle = "text-xs font-semibold uppercase tracking-wide text-muted-foreground";

type InternalData = NonNullable<AiSearchResponse["internalData"]>;
type Transactions = NonNullable<InternalData["transactions"]>;
type Properties = NonNullable<InternalData["properties"]>;

function RelatedInformation({ results }: { results: AiSearchResponse["results"] }) {
  return (
    <section>
      <h3 className={sectionTitle}>Related Information</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {results.map((result, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: results have no id and titles may repeat
          <li key={`${result.title}-${index}`} className="rounded-md border border-border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-medium">{result.title}</span>
              <Badge variant="secondary">{result.type}</Badge>
              <span className="ms-auto text-xs text-muted-foreground">
                {formatConfidence(result.confidence)}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{result.content}</p>
            {result.source ? (
              <p className="mt-1 text-xs text-muted-foreground">Source: {result.source}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedTransactions({ transactions }: { transactions: Transactions }) {
  return (
    <div>
      <h4 className="text-sm font-medium">Transactions</h4>
      <ul className="mt-1 flex flex-col gap-1">
        {transactions.slice(0, RELATED_DATA_LIMIT).map((transaction, index) => (
          <li
            key={transaction.id ?? `${transaction.description}-${index}`}
            className="flex items-baseline justify-between gap-2 text-sm"
          >
            <span className="min-w-0 truncate">
              {transaction.description}
              {transaction.type ? <span className="text-muted-foreground"> · {transaction.type}</span> : null}
            </span>
            <span className="shrink-0 font-medium tabular-nums">{formatAmount(transaction.amount)}</span>
          </li>
        ))}
        <More total={transactions.length} />
      </ul>
    </div>
  );
}

function RelatedProperties({ properties }: { properties: Properties }) {
  return (
    <div>
      <h4 className="text-sm font-medium">Properties</h4>
      <ul className="mt-1 flex flex-col gap-1">
        {properties.slice(0, RELATED_DATA_LIMIT).map((property, index) => (
          <li key={property.id ?? `${property.name}-${index}`} className="text-sm">
            <span className="block truncate">{property.name}</span>
            {property.address ? (
              <span className="block truncate text-xs text-muted-foreground">{property.address}</span>
            ) : null}
          </li>
        ))}
        <More total={properties.length} />
      </ul>
    </div>
  );
}

function SuggestedSearches({
  suggestions,
  onSuggestion,
}: {
  suggestions: string[];
  onSuggestion?(suggestion: string): void;
}) {
  return (
    <section>
      <h3 className={sectionTitle}>Suggested Searches</h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {suggestions.map((suggestion) => (
          <Button key={suggestion} variant="outline" size="sm" onClick={() => onSuggestion?.(suggestion)}>
            {suggestion}
          </Button>
        ))}
      </div>
    </section>
  );
}

/** The 'AI Search Results' card. */
export function AiSearchResults({ results, onSuggestion, id }: AiSearchResultsProps) {
  const transactions = results.internalData?.transactions ?? [];
  const properties = results.internalData?.properties ?? [];
  const suggestions = results.suggestions ?? [];
  return (
    <Card id={id} className="gap-0 overflow-hidden py-0 shadow-lg" data-testid="ai-search-results">
      <ScrollArea className="max-h-96" viewportClassName="max-h-96">
        <div className="flex flex-col gap-4 p-4">
          <div>
            <h2 className="flex items-center gap-2 text-base font-semibold">
              <Sparkles aria-hidden="true" className="size-4 text-primary" />
              AI Search Results
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Results for <q className="font-medium text-foreground">{results.query}</q>
            </p>
          </div>

          <section aria-labelledby={id ? `${id}-response` : undefined}>
            <h3 id={id ? `${id}-response` : undefined} className={sectionTitle}>
              AI Response
            </h3>
            <p className="mt-1 text-sm whitespace-pre-line">{results.response}</p>
          </section>

          {results.results.length > 0 ? <RelatedInformation results={results.results} /> : null}

          {transactions.length > 0 || properties.length > 0 ? (
            <section>
              <h3 className={sectionTitle}>Related Data from Your System</h3>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {transactions.length > 0 ? <RelatedTransactions transactions={transactions} /> : null}
                {properties.length > 0 ? <RelatedProperties properties={properties} /> : null}
              </div>
            </section>
          ) : null}

          {suggestions.length > 0 ? (
            <SuggestedSearches suggestions={suggestions} onSuggestion={onSuggestion} />
          ) : null}
        </div>
      </ScrollArea>
    </Card>
  );
}
