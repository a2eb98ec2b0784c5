import { apiErrorMessage } from "../lib/api-error";
import { Spinner } from "./spinner";

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The loading spinner, then the server's French message if the query failed; nothing once loaded. */
export function QueryStatus({ query, loadingLabel }: { query: QueryLike; loadingLabel?: string }) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) return <p className="alert alert-danger">{apiErrorMessage(query.error)}</p>;
  return null;
}
