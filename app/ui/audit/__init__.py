"""The Activity log window (issue 38): the audit log's records with filters, the chain's
status in words, and Export…. Reads app.core.audit; writes nothing to it."""
