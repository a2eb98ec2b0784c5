import { quotationExpenses } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { PATHS } from "../../src/hydra/paths";
import type { AppCaller } from "../../src/trpc/caller";
import { insertAcceptedQuotation, SAMPLE_LINES } from "../billing/invoicing-fixtures";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { insertProductType } from "../catalogue/triangle-product-helpers";
import { PDF, uploadedId } from "../files-helpers";
import type { DemoUser, TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertPayableInvoice, insertValidatedCredit } from "../money-in/payments/payment-helpers";
import { insertPurchaseOrder } from "../money-out/money-out-fixtures";
import {
  insertGroupProduct,
  insertLeadWithClient,
  insertOffer,
  insertQuotation,
  insertRecommendationWithLead,
} from "../proposals/proposal-fixtures";
import { insertProject } from "../work/delivery-report-helpers";

/**
 * The prerequisites of the POSTs, made fresh for each one (through the tRPC callers, the upload
 * paths or the tests' own fixtures), answered as the IRIs a client sends.
 */
export class PostWorld {
  readonly send: ReturnType<typeof hydraAs>;

  constructor(readonly t: TestApp) {
    this.send = hydraAs(t);
  }

  caller(who: DemoUser): Promise<AppCaller> {
    return this.t.caller(who);
  }

  groupId(index: 0 | 1 | 2 = 0): number {
    const id = this.t.demo.companyIds[index];
    if (id === undefined) throw new Error(`no demo group company ${index}`);
    return id;
  }

  group(index: 0 | 1 | 2 = 0): string {
    return `${PATHS.triangleCompanies}/${this.groupId(index)}`;
  }

  user(who: DemoUser): string {
    return `${PATHS.users}/${this.t.demo.userIds[who]}`;
  }

  /** A PDF uploaded by `who` through POST /api/files, not yet attached. */
  async file(who: DemoUser): Promise<string> {
    return `${PATHS.files}/${await uploadedId(this.t, who, "/api/files", PDF)}`;
  }

  /** A lead of a new client with its project (as every lead has one), for the first group company. */
  async lead() {
    const lead = await insertLeadWithClient(this.t.handle.db, {
      issuerId: this.groupId(0),
      project: { name: "Projet du lead", state: "STATE_LEAD" },
    });
    return {
      ...lead,
      iri: `${PATHS.leads}/${lead.leadId}`,
      company: `${PATHS.companies}/${lead.companyId}`,
    };
  }

  /** A new client company. */
  async client(): Promise<string> {
    return (await this.lead()).company;
  }

  /** A planned project of a new client, handled by the first group company. */
  async project() {
    const project = await insertProject(this.t, { groupCompanyId: this.groupId(0) });
    return {
      iri: `${PATHS.projects}/${project.projectId}`,
      company: `${PATHS.companies}/${project.companyId}`,
    };
  }

  async taskType(name: string): Promise<string> {
    const type = await (await this.caller("admin")).taskType.create({ name });
    return `${PATHS.taskTypes}/${type.id}`;
  }

  async task(projectIri: string) {
    const caller = await this.caller("user");
    const task = await caller.task.create({
      name: "Monter le stand",
      projectId: idOf(projectIri),
      taskTypeId: idOf(await this.taskType("Logistique")),
      duration: "3",
      assigneeIds: [this.t.demo.userIds.user],
      startAt: "2027-03-02",
      endAt: "2027-03-02",
      description: "<p>Monter le stand et tester la sonorisation.</p>",
    });
    return `${PATHS.tasks}/${task.id}`;
  }

  async supplier(name: string) {
    const supplier = await insertSupplier(this.t, name);
    return { ...supplier, iri: `${PATHS.suppliers}/${supplier.id}` };
  }

  async productType(name: string): Promise<string> {
    return `${PATHS.productTypes}/${await insertProductType(this.t.handle.db, name)}`;
  }

  /** The IRI of a VAT rate of the list ('20', '10', '5.5'). */
  async vat(rate: string): Promise<string> {
    const rates = await (await this.caller("user")).vat.list();
    const found = rates.find((row) => Number(row.tva) === Number(rate));
    if (!found) throw new Error(`no VAT rate ${rate}`);
    return `${PATHS.vatRates}/${found.id}`;
  }

  /** A group product sold by the first group company at 150,00 € HT, 20 %. */
  async groupProduct(name: string): Promise<string> {
    const id = await insertGroupProduct(this.t.handle.db, {
      name,
      priceCents: toCents(15_000),
      vatRate: "20",
      companyIds: [this.groupId(0)],
    });
    return `${PATHS.triangleProducts}/${id}`;
  }

  /** A draft recommendation of a new lead. */
  async recommendation() {
    const recommendation = await insertRecommendationWithLead(this.t.handle.db, {
      issuerId: this.groupId(0),
    });
    return { ...recommendation, iri: `${PATHS.recommendations}/${recommendation.id}` };
  }

  /** A draft quotation made through its procedure. */
  async draftQuotation(): Promise<string> {
    const recommendation = await this.recommendation();
    const { id } = await (await this.caller("user")).quotation.create({
      recommendationId: recommendation.id,
    });
    return `${PATHS.quotations}/${id}`;
  }

  /** An accepted quotation of 3 773,75 € TTC (the invoicing sample) of a new client. */
  async acceptedQuotation() {
    const quotation = await insertAcceptedQuotation(this.t.handle.db, { issuerId: this.groupId(0) });
    return {
      ...quotation,
      iri: `${PATHS.quotations}/${quotation.quotationId}`,
      company: `${PATHS.companies}/${quotation.companyId}`,
    };
  }

  /** A supplier purchase of a draft quotation, with a supplier. */
  async purchase() {
    const supplier = await this.supplier("Traiteur du Parc");
    const expense = await (await this.caller("user")).quotationExpense.create({
      quotationId: idOf(await this.draftQuotation()),
      supplierId: supplier.id,
      title: "Traiteur",
    });
    return { iri: `${PATHS.quotationExpenses}/${expense.id}`, supplierId: supplier.id };
  }

  /** A product type the supplier offers at 12,50 € HT (10 %). */
  async offer(supplierId: number, name: string): Promise<string> {
    const id = await insertOffer(this.t.handle.db, supplierId, {
      name,
      priceHtCents: toCents(1_250),
      vatRate: "10",
    });
    return `${PATHS.productTypes}/${id}`;
  }

  /** A purchase line of a new purchase. */
  async purchaseLine(): Promise<string> {
    const purchase = await this.purchase();
    const line = await (await this.caller("user")).purchaseLine.create({
      quotationExpenseId: idOf(purchase.iri),
      productTypeId: idOf(await this.offer(purchase.supplierId, "Buffet")),
      name: "Buffet",
      quantity: "40",
      unitPrice: "12,50",
      tva: "10",
    });
    return `${PATHS.purchaseLines}/${line.id}`;
  }

  /**
   * A supplier purchase of an accepted quotation whose lead has its project (what a purchase order
   * is generated from), written straight to the tables.
   */
  async acceptedPurchase(): Promise<string> {
    const db = this.t.handle.db;
    const recommendation = await insertRecommendationWithLead(db, {
      issuerId: this.groupId(0),
      state: "RECO_STATE_ACCEPTED",
      project: { name: "Salon des vins", state: "STATE_PROJECT" },
    });
    const quotationId = await insertQuotation(db, {
      recommendationId: recommendation.id,
      issuerId: this.groupId(0),
      state: "QUOTATION_STATE_ACCEPTED",
      lines: SAMPLE_LINES,
    });
    const supplier = await this.supplier("Location Lumière");
    const [expense] = await db
      .insert(quotationExpenses)
      .values({ quotationId, supplierId: supplier.id, title: "Éclairage du stand" })
      .returning({ id: quotationExpenses.id });
    if (!expense) throw new Error("purchase not inserted");
    return `${PATHS.quotationExpenses}/${expense.id}`;
  }

  /** A client the first group company may invoice (it has an accepted quotation of it). */
  async invoiceableClient(): Promise<string> {
    return (await this.acceptedQuotation()).company;
  }

  /** A draft invoice (1 200,00 € TTC) of an accepted quotation. */
  async draftInvoice(): Promise<string> {
    const invoice = await insertPayableInvoice(this.t.handle.db, this.groupId(0), { state: "STATE_CREATED" });
    return `${PATHS.invoices}/${invoice.invoiceId}`;
  }

  /** A validated invoice of 1 200,00 € TTC, a validated credit of 120,00 € TTC for its client, and a forecast payment of its quotation. */
  async payableInvoice() {
    const db = this.t.handle.db;
    const invoice = await insertPayableInvoice(db, this.groupId(0));
    const credit = await insertValidatedCredit(db, {
      issuerId: this.groupId(0),
      companyId: invoice.companyId,
      htCents: toCents(10_000),
    });
    const forecast = await (await this.caller("user")).forecastPayment.create({
      quotationId: invoice.quotationId,
      date: "2026-12-15",
      amount: "1200",
    });
    return {
      iri: `${PATHS.invoices}/${invoice.invoiceId}`,
      credit: `${PATHS.credits}/${credit}`,
      forecastPayment: `${PATHS.forecastPayments}/${forecast.id}`,
    };
  }

  /** A draft credit note of the first group company for a new client. */
  async draftCredit(): Promise<string> {
    const { id } = await (await this.caller("user")).credit.create({
      triangleCompanyId: this.groupId(0),
      companyId: idOf(await this.invoiceableClient()),
    });
    return `${PATHS.credits}/${id}`;
  }

  /** A pending purchase order (725,00 € HT, 830,00 € TTC) of a new supplier. */
  async purchaseOrder() {
    const order = await insertPurchaseOrder(this.t, { issuerId: this.groupId(0) });
    return {
      ...order,
      iri: `${PATHS.purchaseOrders}/${order.purchaseOrderId}`,
      supplier: `${PATHS.suppliers}/${order.supplierId}`,
    };
  }

  /** A supplier invoice of the order's supplier, made through its procedure. */
  async supplierInvoice(order: { supplierId: number }): Promise<string> {
    const invoice = await (await this.caller("compta")).supplierInvoice.create({
      supplierId: order.supplierId,
      invoiceNumber: `FF-${order.supplierId}`,
      amount: "830",
      amountTva: "105",
    });
    return `${PATHS.supplierInvoices}/${invoice.id}`;
  }

  /** An order linked to a supplier invoice: the link's IRI. */
  async supplierInvoiceLink(): Promise<string> {
    const order = await this.purchaseOrder();
    const invoiceIri = await this.supplierInvoice(order);
    const invoice = await (await this.caller("compta")).supplierInvoice.linkOrder({
      supplierInvoiceId: idOf(invoiceIri),
      purchaseOrderId: order.purchaseOrderId,
    });
    const link = invoice.orders[0];
    if (!link) throw new Error("the order was not linked");
    return `${PATHS.supplierInvoicePurchaseOrders}/${link.id}`;
  }
}

/** The id at the end of an IRI. */
export const idOf = (iri: string): number => Number(iri.split("/").pop());
