import type { Messages } from '../types';
import type fr from '../fr/orders';
import returns from './orders-returns';
import withdrawal from './orders-withdrawal';

export default {
  returns,
  withdrawal,
  meta: {
    list: 'My orders',
    detail: 'Order {{number}}',
  },
  status: {
    awaiting_payment: 'Awaiting payment',
    pending: 'Pending',
    processing: 'Processing',
    shipped: 'Out for delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  list: {
    title: 'My orders',
    order: 'Order {{number}}',
    date: 'Date',
    status: 'Status',
    total: 'Total',
    articles: 'Items',
    view: 'View details',
    hide: 'Delete',
    which: 'of order {{number}}',
    more: 'More orders',
    empty: 'You have not placed any order yet.',
    emptyLink: 'Discover the shop',
    hidden: 'Order {{number}} has been deleted from your list.',
  },
  hideDialog: {
    question: 'Are you sure you want to delete this order?',
    text: 'It will no longer appear in your list of orders. This cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  detail: {
    title: 'Order {{number}}',
    date: 'Order date',
    status: 'Status',
    delivery: 'Delivery address',
    billing: 'Billing address',
    products: 'Items ordered',
    reference: 'Reference',
    name: 'Product',
    color: 'Colour',
    size: 'Size',
    price: 'Price',
    quantity: 'Quantity',
    amounts: 'Amounts',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    discount: 'Discount',
    discountCode: 'Discount ({{code}})',
    total: 'Total',
    back: 'Back to my orders',
  },
  errors: {
    notFound: 'This order does not exist.',
  },
  notFound: {
    title: 'Order not found',
    text: 'This order does not exist or is no longer in your list.',
  },
} satisfies Messages<typeof fr>;
