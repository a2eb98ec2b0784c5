import { z } from "zod";
import { idSchema } from "../schemas";

export const generateForRecommendationInput = z.object({ recommendationId: idSchema("La recommandation") });
export const generateForExpenseInput = z.object({ quotationExpenseId: idSchema("L'achat fournisseur") });
