CREATE TABLE "issued_pdfs" (
	"document_kind" varchar(20) NOT NULL,
	"document_id" integer NOT NULL,
	"pdf_sha256" varchar(64) NOT NULL,
	"content_sha256" varchar(64),
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_pdfs_document_kind_document_id_pk" PRIMARY KEY("document_kind","document_id")
);
