import { defineResource } from "../../resource/define-resource";
import { answerDeliveryReport, publicDeliveryReport } from "./answer";
import { deliveryReportContract } from "./contract";
import { registerDeliveryReportFiles } from "./files";
import { deliveryReportRows } from "./hydra-rows";
import { createDeliveryReport, deleteDeliveryReport, updateDeliveryReport } from "./save";
import { searchDeliveryReports } from "./search";
import { getDeliveryReport, listProjectDeliveryReports } from "./views";

/** Delivery reports: the staff's drafts, the client's answer by link, the Excel export and the PDF. */
export const deliveryReportModule = defineResource(
  deliveryReportContract,
  {
    forProject: listProjectDeliveryReports,
    search: searchDeliveryReports,
    get: getDeliveryReport,
    create: createDeliveryReport,
    update: updateDeliveryReport,
    delete: deleteDeliveryReport,
    publicView: publicDeliveryReport,
    answer: answerDeliveryReport,
  },
  { hydra: { extra: deliveryReportRows }, files: [registerDeliveryReportFiles] },
);
