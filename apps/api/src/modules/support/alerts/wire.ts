import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { AlertView } from "./views";

/** Spec §3 Alert: readers as user IRIs ('readBy') and their names; the spec's 'responsableNames' spelling. */
export const alertWire = wireType("TroncCommunAlert", PATHS.alerts, (alert: AlertView) => ({
  id: alert.id,
  type: alert.type,
  typeTrad: alert.typeLabel,
  state: alert.state,
  stateTrad: alert.stateLabel,
  content: alert.content,
  url: alert.url,
  responsableNames: alert.responsibleNames,
  readBy: alert.readers.map((reader) => iri(PATHS.users, reader.id)),
  readByNames: alert.readByNames,
  createdAt: alert.createdAt,
  doneAt: alert.doneAt,
  doneByName: alert.doneByName,
  canSettle: alert.canSettle,
}));
