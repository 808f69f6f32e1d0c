// A compile-time contract, checked by `npm run typecheck` (nothing imports this file): the server's AI
// search answer (shared/search.ts) must stay readable through the shell's search port.
import type { AiSearchResponse as ShellAiSearchResponse } from "@propledger/shell";
import type { AiSearchResponse } from "../../shared/search";

const answerFitsShell = (answer: AiSearchResponse): ShellAiSearchResponse => answer;
void answerFitsShell;
