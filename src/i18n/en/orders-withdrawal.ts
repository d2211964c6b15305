import type { Messages } from '../types';
import type fr from '../fr/orders-withdrawal';

export default {
  meta: {
    page: 'Withdrawal from order {{number}}',
    lookup: 'Withdrawal',
  },
  section: {
    title: 'Withdrawal',
    open: 'You may withdraw from this order until {{date}} included, without giving any reason.',
    openBeforeDelivery: 'You may withdraw from this order, without giving any reason, until 14 days after its delivery.',
    button: 'Withdraw from contract here',
    received: 'Withdrawal received on {{date}} at {{time}}',
  },
  page: {
    title: 'Withdrawal from order {{number}}',
    intro:
      'By confirming, you withdraw from the sales contract of this whole order. We immediately send an acknowledgement of receipt to the e-mail address given below.',
    loading: 'Loading the order…',
    order: 'Order',
    date: 'Order date',
    total: 'Total paid',
    articles: 'Items',
    line: '{{name}} ({{color}}, {{size}})',
    receipt: 'Your acknowledgement of receipt',
    name: 'Name',
    email: 'E-mail address',
    submit: 'Confirm withdrawal',
    backToOrder: 'Back to the order',
    lookupAgain: 'Ask for a new link',
  },
  done: {
    received: 'Withdrawal received on {{date}} at {{time}}. An acknowledgement of receipt has been sent to {{email}}.',
    already: 'Your withdrawal from order {{number}} was already received, on {{date}} at {{time}}.',
    cancelled:
      'Your order had not been shipped yet: we are cancelling it and refunding its whole amount, delivery costs included, within 14 days of your withdrawal.',
    sendBack:
      'Please send the items back by {{date}} at the latest, to the address given in the acknowledgement. We will refund the items and the standard delivery costs; the cost of sending them back is yours.',
  },
  closed: {
    periodOver: 'The withdrawal period of this order ended on {{date}}.',
    cancelled: 'This order has been cancelled: there is no contract left to withdraw from.',
    notPaid: 'This order has not been paid: there is no contract to withdraw from.',
  },
  errors: {
    periodOver: 'The 14-day withdrawal period after the delivery of this order is over: it can no longer be withdrawn from.',
    cancelled: 'This order has been cancelled: there is no contract left to withdraw from.',
    notPaid: 'This order has not been paid: there is no contract to withdraw from.',
    linkInvalid: 'This withdrawal link is not or no longer valid. Ask for a new one on the Withdrawal page.',
  },
  validation: {
    nameRequired: 'Please enter your name.',
    nameTooLong: 'The name cannot be longer than 200 characters.',
    orderNumberRequired: 'Please enter the order number.',
    orderNumberInvalid: 'This order number is not valid: it starts with AT followed by digits, for example AT001001.',
  },
  lookup: {
    title: 'Withdraw from an order',
    intro:
      'You have 14 days after delivery to withdraw, without giving any reason. Enter your order number and the e-mail address you ordered with: we send there the link to the page where you confirm your withdrawal.',
    orderNumber: 'Order number',
    orderNumberHint: 'It is in the order confirmation e-mail, for example AT001001.',
    email: 'E-mail address of the order',
    submit: 'Get the withdrawal link',
    sent: 'If this order exists and may still be withdrawn from, we have sent a link to its e-mail address. It opens the page where you confirm your withdrawal.',
    account: 'Have an account? Each order has its withdrawal button in',
    accountLink: 'My orders',
  },
} satisfies Messages<typeof fr>;
