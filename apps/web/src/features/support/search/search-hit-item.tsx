import { formatEuros } from "@tronc/domain";
import { Command } from "cmdk";
import type { SearchHit } from "./recent-records";

/** One record of the results: its title, then its facts (number, client, amount, state). */
export function SearchHitItem({ hit, onOpen }: { hit: SearchHit; onOpen(hit: SearchHit): void }) {
  const facts = [
    hit.number,
    hit.party,
    hit.amountCents === null ? null : formatEuros(hit.amountCents),
    hit.detail,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Command.Item value={`${hit.kind}:${hit.id}`} onSelect={() => onOpen(hit)} className="search-item">
      <span className="search-item-main">
        <span className="search-item-title">{hit.title}</span>
        {facts.length > 0 && <span className="search-item-facts">{facts.join(" · ")}</span>}
      </span>
      {hit.state && <span className="search-item-state">{hit.state}</span>}
    </Command.Item>
  );
}
