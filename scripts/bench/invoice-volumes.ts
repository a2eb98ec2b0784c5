import type postgres from "postgres";

/**
 * Invoices for the list's benchmark, written by PostgreSQL itself (generate_series): `count` more
 * invoices over the active group companies, a few hundred clients, every state, six years of dates,
 * totals at 20 % VAT, a tenth of them on two quotations, and the search text the service keeps.
 * Numbered invoices get FA-{code}-{year}-{counter}, unique per issuer.
 */
export async function generateInvoices(raw: postgres.Sql, count: number): Promise<void> {
  if (count <= 0) return;
  const [{ start = 0 } = {}] = await raw<
    { start: number }[]
  >`select coalesce(max(id), 0)::int as start from invoices`;
  await raw`
    insert into companies (name, search_text)
    select 'Client ' || n, 'client ' || n from generate_series(1, 300) n
    where (select count(*) from companies) < 300`;
  const [{ issuers = 0 } = {}] = await raw<{ issuers: number }[]>`
    select count(*)::int as issuers from triangle_companies where is_active`;
  if (issuers < 2) throw new Error("Il faut au moins deux entreprises du groupe actives (démonstration).");
  await raw.begin(async (tx) => {
    await tx`create temporary table bench_issuers on commit drop as
      select row_number() over (order by id) - 1 as rank, id, name, code from triangle_companies where is_active`;
    await tx`create temporary table bench_clients on commit drop as
      select row_number() over (order by id) - 1 as rank, id, name from companies`;
    await tx`create temporary table bench_users on commit drop as
      select row_number() over (order by id) - 1 as rank, id from users`;
    await tx`
      insert into invoices (triangle_company_id, company_id, type, state, reference, title, invoice_date,
        eligible_at, total_ht_cents, total_tva_cents, total_ttc_cents, detail_tva, amount_left_cents,
        paid_at, is_duplicated, created_by_id, search_text, created_at, updated_at)
      select i.id, c.id, g.type, g.state,
        case when g.state = 'STATE_CREATED' then null
          else 'FA-' || coalesce(nullif(i.code, ''), 'G' || i.rank) || '-' || g.year || '-' || lpad((g.n / ${issuers}::int + 1)::text, 5, '0') end,
        g.title, g.day, case when g.state = 'STATE_CREATED' then null else g.day + 30 end,
        g.ht, g.ht / 5, g.ht + g.ht / 5,
        jsonb_build_array(jsonb_build_object('rate', 20, 'base', g.ht, 'tva', g.ht / 5)),
        case when g.state = 'STATE_PAID' then 0 when g.n % 4 = 0 then (g.ht + g.ht / 5) / 2 else g.ht + g.ht / 5 end,
        case when g.state = 'STATE_PAID' then g.day + 40 end,
        g.n % 20 = 0, u.id,
        lower(case when g.state = 'STATE_CREATED' then '' else 'fa-' || coalesce(nullif(i.code, ''), 'g' || i.rank) || '-' || g.year || '-' || lpad((g.n / ${issuers}::int + 1)::text, 5, '0') end
          || ' ' || g.title || ' ' || c.name || ' ' || i.name),
        g.day + time '09:00' + (g.n % 600) * interval '1 minute', now()
      from (
        select s as n,
          (array['STATE_PAID','STATE_PAID','STATE_PAID','STATE_SEND','STATE_SEND','STATE_VALIDATED','STATE_VALIDATED','STATE_CREATED'])[1 + s % 8] as state,
          (array['TYPE_SOLD','TYPE_SOLD','TYPE_ADVANCE','TYPE_MONTHLY'])[1 + s % 4] as type,
          (array['Seminaire','Soiree de gala','Congres annuel','Formation','Team building','Regate','Escape game','Lancement produit'])[1 + (s / 7) % 8]
            || ' ' || (s % 997) as title,
          date '2021-01-01' + (s * 2190 / ${count + start}::int)::int as day,
          2020 + 1 + (s * 2190 / ${count + start}::int)::int / 365 as year,
          10000 + (s * 7919) % 900000 as ht
        from generate_series(${start + 1}::int, ${start + count}::int) s
      ) g
      join bench_issuers i on i.rank = g.n % ${issuers}::int
      join bench_clients c on c.rank = (g.n * 31) % (select count(*) from bench_clients)
      join bench_users u on u.rank = g.n % (select count(*) from bench_users)`;
    // The list's project names come through a quotation: a tenth of the invoices bill a demo one.
    await tx`
      insert into invoice_quotations (invoice_id, quotation_id, amount_cents)
      select inv.id, q.id, inv.total_ttc_cents
      from invoices inv
      join lateral (select id from quotations order by id offset (inv.id % greatest((select count(*) from quotations), 1)) limit 1) q on true
      where inv.id > ${start}::int and inv.id % 10 = 0
      on conflict do nothing`;
  });
}
