import { HttpError } from "../../http/errors";

/** A file that cannot be read as a bank statement: a 400 whose message tells the user what to fix. */
export class StatementError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
