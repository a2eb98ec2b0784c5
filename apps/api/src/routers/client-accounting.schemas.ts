import { z } from "zod";
import { idSchema } from "../schemas";

export const clientAccountingInput = z.object({ companyId: idSchema("Le client") });
