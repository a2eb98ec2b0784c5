import "./pagination.css";

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
}

/** Pages shown around the current one, with the first and last, gaps as null. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous > 1) result.push(null);
    result.push(value);
  }
  return result;
}

/** 'Précédent' 1 … 4 5 6 … 12 'Suivant' — "Page 5 sur 12". Hidden when there is a single page. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="pagination-status">
        Page {page} sur {pageCount}
      </span>
      <ul className="pagination-pages">
        <li>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Précédent
          </button>
        </li>
        {pages.map((value, index) =>
          value === null ? (
            <li key={`gap-after-${pages[index - 1]}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={value}>
              <button
                type="button"
                className="btn btn-secondary btn-sm pagination-page"
                aria-current={value === page ? "page" : undefined}
                aria-label={`Page ${value}`}
                onClick={() => onPageChange(value)}
              >
                {value}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            Suivant
          </button>
        </li>
      </ul>
    </nav>
  );
}
