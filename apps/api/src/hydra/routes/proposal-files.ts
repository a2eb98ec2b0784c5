import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../register";

/** The quotation print (`GET /admin/print_quotation/{id}`) and the recommendation's export PDF. */
export function registerProposalFiles(_app: FastifyInstance, _contextFor: ContextFactory) {}
