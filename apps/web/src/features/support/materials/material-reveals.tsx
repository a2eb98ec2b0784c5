import { parisDateTimeLabel } from "@tronc/domain";
import { trpc } from "../../../lib/trpc";
import { QueryStatus } from "../../../ui/query-status";

/** 'Consultations des codes': who showed which code of this material, and when (super admins only). */
export function MaterialReveals({ materialId }: { materialId: number }) {
  const reveals = trpc.material.reveals.useQuery({ id: materialId });
  return (
    <section className="material-reveals" aria-labelledby="material-reveals-title">
      <h3 id="material-reveals-title" className="material-section-title">
        Consultations des codes
      </h3>
      <QueryStatus query={reveals} loadingLabel="Chargement des consultations…" />
      {reveals.data?.length === 0 && <p className="muted">Aucun code n'a encore été affiché.</p>}
      {reveals.data && reveals.data.length > 0 && (
        <table className="table material-reveals-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Par</th>
              <th scope="col">Code affiché</th>
            </tr>
          </thead>
          <tbody>
            {reveals.data.map((reveal) => (
              <tr key={`${reveal.at}-${reveal.field}-${reveal.userFullname}`}>
                <td>{parisDateTimeLabel(reveal.at)}</td>
                <td>{reveal.userFullname}</td>
                <td>{reveal.fieldLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
