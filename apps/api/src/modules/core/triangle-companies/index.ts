import { collectionRoute, type ListResult } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import type { FilesServiceContext } from "../../../services/shared/context";
import { admit } from "../../policies";
import type { InputOf } from "../../resource/contract";
import { defineResource } from "../../resource/define-resource";
import { askOperation } from "../../resource/hydra-rows";
import { triangleCompanyContract, triangleCompanyWireNames } from "./contract";
import { getTriangleCompany, listTriangleCompanies, type TriangleCompanySummary } from "./queries";
import { createTriangleCompany, updateTriangleCompany } from "./save";
import { triangleCompanySummaryMember, triangleCompanyWire } from "./wire";

const { list, update } = triangleCompanyContract.operations;

/** footerPDF wins over the old client's footerPdf; a null address is kept, as an absent one. */
function updateCompany(
  ctx: FilesServiceContext,
  { footerPdfOtherSpelling, address, ...changes }: InputOf<typeof update>,
) {
  return updateTriangleCompany(ctx, {
    ...changes,
    footerPdf: changes.footerPdf ?? footerPdfOtherSpelling,
    address: address ?? undefined,
  });
}

/**
 * The collection's members are summaries, not the wire's full record (only super admins read that):
 * a row by hand, behind the list's policy before the query is read. q, isActive, page, maxResults.
 */
const listRow: HydraRoute = collectionRoute(
  triangleCompanyWire.path,
  triangleCompanySummaryMember,
  async (caller, req): Promise<ListResult<TriangleCompanySummary>> => {
    admit(req.user, list.policy);
    return askOperation(caller, triangleCompanyContract.name, "list", {
      q: req.query.string("q"),
      activeOnly: req.query.bool("isActive"),
      page: req.query.page(),
      maxResults: req.query.maxResults(120),
    }) as Promise<ListResult<TriangleCompanySummary>>;
  },
);

/** /api/tronc-commun/triangle_companies: the list of summaries, GET and PUT {id}. */
export const triangleCompanyModule = defineResource(
  triangleCompanyContract,
  {
    list: listTriangleCompanies,
    get: getTriangleCompany,
    create: createTriangleCompany,
    update: updateCompany,
  },
  {
    hydra: {
      wire: triangleCompanyWire,
      wireNames: triangleCompanyWireNames,
      get: "get",
      update: "update",
      extra: [listRow],
    },
  },
);
