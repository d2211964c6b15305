-- Refunds through the payment provider (issue 9): a refund made goes in the order's timeline.
ALTER TYPE "public"."order_event_kind" ADD VALUE 'refunded';