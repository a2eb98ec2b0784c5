import { isRowId } from "../schemas";

/** A path id is plain decimal naming a row ('1.5', '0x10', '+1', ' 1', '1e3', '01' are not ids). */
export function parseFileId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return isRowId(id) ? id : null;
}
