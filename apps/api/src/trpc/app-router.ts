import { moduleProcedures } from "../modules";
import { accountingQuotationRouter } from "../routers/accounting-quotation.router";
import { addressRouter } from "../routers/address.router";
import { clientAccountingRouter } from "../routers/client-accounting.router";
import { clientCompanyRouter } from "../routers/client-company.router";
import { companyContactRouter } from "../routers/company-contact.router";
import { contactFormRouter } from "../routers/contact-form.router";
import { creditRouter } from "../routers/credit.router";
import { creditLineRouter } from "../routers/credit-line.router";
import { creditListRouter } from "../routers/credit-list.router";
import { dashboardRouter } from "../routers/dashboard.router";
import { deliveryReportRouter } from "../routers/delivery-report.router";
import { ganttRouter } from "../routers/gantt.router";
import { invoiceRouter } from "../routers/invoice.router";
import { invoiceLineRouter } from "../routers/invoice-line.router";
import { invoiceListRouter } from "../routers/invoice-list.router";
import { invoicePaymentRouter } from "../routers/invoice-payment.router";
import { leadRouter } from "../routers/lead.router";
import { leadCallRouter } from "../routers/lead-call.router";
import { paymentCollectionRouter } from "../routers/payment-collection.router";
import { purchaseFeeRouter } from "../routers/purchase-fee.router";
import { purchaseLineRouter } from "../routers/purchase-line.router";
import { purchaseOrderRouter } from "../routers/purchase-order.router";
import { purchaseOrderListRouter } from "../routers/purchase-order-list.router";
import { quotationRouter } from "../routers/quotation.router";
import { quotationBillingRouter } from "../routers/quotation-billing.router";
import { quotationExpenseRouter } from "../routers/quotation-expense.router";
import { quotationLineRouter } from "../routers/quotation-line.router";
import { recommendationRouter } from "../routers/recommendation.router";
import { sessionRouter } from "../routers/session.router";
import { taskRouter } from "../routers/task.router";
import { triangleCustomerRouter } from "../routers/triangle-customer.router";
import { triangleProductRouter } from "../routers/triangle-product.router";
import { triangleProductExpenseRouter } from "../routers/triangle-product-expense.router";
import { tutorialRouter } from "../routers/tutorial.router";
import { router } from "./trpc";

export const appRouter = router({
  lead: leadRouter,
  leadCall: leadCallRouter,
  contactForm: contactFormRouter,
  clientCompany: clientCompanyRouter,
  companyContact: companyContactRouter,
  triangleCustomer: triangleCustomerRouter,
  session: sessionRouter,
  deliveryReport: deliveryReportRouter,
  triangleProduct: triangleProductRouter,
  triangleProductExpense: triangleProductExpenseRouter,
  address: addressRouter,
  dashboard: dashboardRouter,
  gantt: ganttRouter,
  task: taskRouter,
  recommendation: recommendationRouter,
  quotation: quotationRouter,
  quotationLine: quotationLineRouter,
  quotationExpense: quotationExpenseRouter,
  purchaseLine: purchaseLineRouter,
  purchaseFee: purchaseFeeRouter,
  purchaseOrder: purchaseOrderRouter,
  accountingQuotation: accountingQuotationRouter,
  quotationBilling: quotationBillingRouter,
  invoiceList: invoiceListRouter,
  invoice: invoiceRouter,
  invoiceLine: invoiceLineRouter,
  creditList: creditListRouter,
  credit: creditRouter,
  creditLine: creditLineRouter,
  invoicePayment: invoicePaymentRouter,
  paymentCollection: paymentCollectionRouter,
  clientAccounting: clientAccountingRouter,
  purchaseOrderList: purchaseOrderListRouter,
  tutorial: tutorialRouter,
  ...moduleProcedures,
});

export type AppRouter = typeof appRouter;
