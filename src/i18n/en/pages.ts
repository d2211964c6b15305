import type { Messages } from '../types';
import type fr from '../fr/pages';

export default {
  shared: {
    toc: 'Contents',
    ourShop: 'our shop',
    contactFallback: 'the contact address shown at the foot of the page',
    shipping: {
      caption: 'Shipping costs by total order weight',
      weight: 'Order weight',
      price: 'Shipping cost',
      upTo: 'Up to {{weight}}',
      above: 'Over {{weight}}',
    },
    company: {
      pending: 'The company’s legal details will be published here shortly.',
      name: 'Company name',
      status: 'Legal form',
      capital: 'Share capital',
      address: 'Registered office',
      id: 'SIRET',
      rcs: 'Trade and companies register (RCS)',
      vat: 'EU VAT number',
      publisher: 'Publication director',
      website: 'Website',
      email: 'E-mail',
    },
  },

  sizeGuide: {
    title: 'Size guide and garment care',
    description: 'Size charts for our T-shirts and sweatshirts, how to take your measurements, and how to care for your French-made clothes.',
    intro:
      'Our T-shirts and sweatshirts have a straight, comfortable fit. Compare your chest measurement and the length of a top you like wearing with the charts below to find your size.',
    table: {
      tshirts: 'T-shirts',
      sweatshirts: 'Sweatshirts',
    },
    sections: {
      tables: {
        title: 'Size charts',
        note: 'The chest is the measurement of the person wearing the garment; the length is that of the garment, from the top of the shoulder to the hem.',
      },
      measure: {
        title: 'How to measure yourself',
        intro: 'Use a soft tape measure and measure yourself in your underwear or a thin T-shirt.',
        list: {
          chest:
            '<strong>Chest</strong>: pass the tape under your arms, around the fullest part of your chest, keeping it level and without pulling it tight.',
          length:
            '<strong>Length</strong>: lay a top that fits you well flat and measure from the highest point of the shoulder, next to the collar, down to the hem.',
        },
        between: 'Between two sizes? Take the larger one for a looser drape, the smaller one for a closer fit.',
      },
      care: {
        title: 'Care advice',
        intro: 'A few simple habits keep the shape, colour and softness of your clothes, wash after wash.',
        list: {
          wash: 'Machine wash at 30 °C maximum, on a delicate cycle.',
          insideOut: 'Turn the garment inside out before washing, especially if it is printed or embroidered.',
          colours: 'Wash with similar colours, without bleach or chlorine stain removers.',
          dryer: 'No tumble dryer: dry flat or on a hanger, out of direct sunlight.',
          iron: 'Iron at a low temperature, inside out, never over prints.',
          dryClean: 'Do not dry clean.',
        },
        outro: 'Good cotton can tighten slightly at the first wash: this advice limits it and makes your clothes last longer.',
      },
    },
  },

  returns: {
    title: 'Exchanges and returns',
    description:
      'Right of withdrawal within {{withdrawal}}, returns accepted for {{returnWindow}}, exchange, refund or credit note: how to return an item.',
    intro: 'Not happy with an item? Send it back for an exchange, a refund or a credit note. Here are the conditions and the steps to follow.',
    sections: {
      withdrawal: {
        title: 'Right of withdrawal',
        p1: 'You have {{withdrawal}} from the day you receive your order to exercise your right of withdrawal, without giving any reason.',
        p2: 'Beyond this legal period, we accept returns up to {{returnWindow}} after delivery.',
        p3: 'To withdraw, use the “Withdraw from contract here” button on your order’s page or in our e-mails, or the <withdraw>Withdrawal</withdraw> page. We immediately send you an acknowledgement of receipt by e-mail.',
        p4: 'An order not shipped yet is cancelled and refunded in full, delivery costs included. Otherwise, send the items back within {{withdrawal}} of your withdrawal: we refund the items and the standard delivery costs; the cost of sending them back is yours.',
      },
      conditions: {
        title: 'Return conditions',
        p1: 'Items must come back new, unworn, unwashed, with their labels, in their original packaging or packaging that protects them.',
        p2: 'An incomplete, damaged, worn or washed item can be neither taken back nor exchanged.',
      },
      options: {
        title: 'Exchange, refund or credit note',
        list: {
          exchange: '<strong>Exchange</strong>: for another size or colour of the same item, subject to stock.',
          refund: '<strong>Refund</strong>: to the payment method used for the order.',
          credit: '<strong>Credit note</strong>: for the amount of the returned items, valid for {{creditNoteValidity}} across the whole shop.',
        },
      },
      defects: {
        title: 'Faulty or wrong item',
        p1: 'Did you receive a faulty, damaged item or one that differs from your order? Let us know within {{defectReport}} of delivery, with photos, at <mail>{{email}}</mail>.',
        p2: 'We then pay for the return and offer you an exchange or a full refund.',
      },
      costs: {
        title: 'Return costs',
        p1: 'Unless the item is faulty or we made a mistake, sending the return is at your expense:',
        list: {
          home: 'from your home: {{returnHome}};',
          relay: 'from a relay point: {{returnRelay}}.',
        },
        p2: 'If you use the prepaid return label we send you, {{labelFee}} is deducted from your refund depending on the reason for the return; it never is for a faulty item or a mistake on our part.',
      },
      howTo: {
        title: 'How to return an item',
        steps: {
          contact:
            'Write to us at <mail>{{email}}</mail> with your order number, the items concerned and what you would like: an exchange, a refund or a credit note.',
          answer: 'We reply with the return address and, if you wish, a prepaid return label.',
          pack: 'Pack the items carefully with their labels and include your order number.',
          send: 'Drop the parcel off at the post office or a relay point and keep the proof of postage.',
        },
        p1: 'We process your return within {{returnProcessing}} of receiving it and keep you informed by e-mail.',
      },
      cancellation: {
        title: 'Cancelling an order',
        p1: 'An order with the status “Processing” is being prepared and can no longer be changed.',
        p2: 'A cancelled order is refunded within {{refund}}, to the payment method used.',
      },
    },
  },

  delivery: {
    title: 'Delivery',
    description:
      'Delivery in {{deliveryDays}} working days, shipping costs by parcel weight, free delivery in mainland France above an order amount.',
    intro: 'Every order is carefully prepared in our workshop, then handed over to our carrier.',
    sections: {
      times: {
        title: 'Delivery times',
        p1: 'Your order is delivered in {{deliveryDays}} working days, and at the latest {{deliveryAfterPayment}} after your payment is confirmed.',
        p2: 'A confirmation e-mail is sent as soon as your order is confirmed; with a customer account, you can follow its status under “My orders”.',
      },
      costs: {
        title: 'Shipping costs',
        p1: 'Shipping costs depend on the total weight of the items ordered. They are shown in your cart, before payment.',
        free: 'Delivery is free in mainland France for orders of {{threshold}} or more (value of the items).',
      },
      unavailable: {
        title: 'Unavailable item',
        p1: 'If an item you ordered turns out to be unavailable, we tell you within {{unavailableNotice}} and offer you another item or the cancellation of the order, refunded within {{refund}}.',
      },
      reception: {
        title: 'When your parcel arrives',
        p1: 'Check your parcel on delivery. A damaged, missing or wrong item? Let us know within {{defectReport}} at <mail>{{email}}</mail>.',
        p2: 'If the parcel comes back to us undelivered and our letter remains unanswered for {{unansweredMailResale}}, the order is cancelled and the items are put back on sale.',
        p3: 'To send an item back, see <returns>Exchanges and returns</returns>.',
      },
    },
  },

  about: {
    title: 'About us',
    description: 'T-shirts, sweatshirts and accessories made in France, in workshops we know, from materials chosen to last.',
    intro: 'We make simple, well-cut clothes built to last, in France, from the yarn to the last stitch.',
    sections: {
      story: {
        title: 'Our story',
        p1: 'It all started with a simple wish: to wear basics whose origin we know. T-shirts and sweatshirts you keep for years, made close to home, by people we know.',
        p2: 'Rather than piling up collections, we work on a few designs that we improve season after season, in small runs, to make no more than we need.',
      },
      workshops: {
        title: 'Our workshops',
        p1: 'Our clothes are knitted, dyed, cut and sewn in France, in partner workshops we work with directly. We develop each design there with the people who sew it.',
        p2: 'Making in France means short supply chains, regulated working conditions and a textile craft we want to keep alive.',
      },
      materials: {
        title: 'Our materials',
        p1: 'We choose long-staple cottons, soft and hard-wearing: a dense jersey for our T-shirts, a fleece brushed on the inside for our sweatshirts.',
        p2: 'Reinforced seams, ribbed trims, woven labels: every finish is designed so that the garment keeps its shape and colour, wash after wash.',
      },
      commitments: {
        title: 'Our commitments',
        list: {
          france: '<strong>Made in France</strong>: every step of making our clothes takes place in France.',
          quality: '<strong>Quality</strong>: durable materials and careful finishing, checked piece by piece before shipping.',
          care: '<strong>Customer care</strong>: a member of the team answers you, and returns are accepted for {{returnWindow}}.',
        },
      },
      contact: {
        title: 'Write to us',
        p1: 'A question about a size, a fabric or an order? Write to us at <mail>{{email}}</mail>, we will be glad to help.',
      },
    },
  },

  privacy: {
    title: 'Privacy and cookies',
    description: 'The data we collect, why, how long we keep it, your rights, and the only cookies the shop uses: no tracking.',
    intro:
      'We only collect the data the shop needs to work and we never sell it. This page explains which data, why, and how to exercise your rights, in line with the General Data Protection Regulation (GDPR) and the French Data Protection Act.',
    sections: {
      controller: {
        title: 'Data controller',
        p1: 'The controller of your personal data is {{company}}, publisher of this website:',
      },
      data: {
        title: 'Data we collect',
        list: {
          account:
            '<strong>Customer account</strong>: surname, first name, e-mail address, password (stored hashed, never in plain text), phone number, delivery and billing addresses.',
          orders:
            '<strong>Orders</strong>: items, amounts, addresses, e-mail address for orders without an account, status history and invoices. Payment is handled by our payment provider: we never see or store your card details.',
          newsletter: '<strong>Newsletter</strong>: your e-mail address, if you sign up.',
          technical:
            '<strong>Technical data</strong>: server logs (IP address, pages requested), used only for the security and proper working of the website.',
        },
      },
      purposes: {
        title: 'Purposes and legal bases',
        list: {
          orders: 'Processing and delivering your orders, handling returns and answering your requests: performance of the sales contract.',
          account: 'Creating and managing your customer account: performance of the contract you enter into by creating your account.',
          invoices: 'Issuing and keeping invoices: legal obligation (accounting and tax).',
          newsletter: 'Sending you the newsletter: your consent, which you can withdraw at any time with the unsubscribe link in every issue.',
          security: 'Keeping the website secure and preventing fraud: our legitimate interest.',
        },
      },
      recipients: {
        title: 'Recipients',
        p1: 'Your data is intended for our team and, as far as they need it, for our service providers: the payment provider, the carrier and the e-mail delivery service. It is never sold or passed on for advertising.',
      },
      retention: {
        title: 'How long we keep your data',
        list: {
          account: '<strong>Customer account</strong>: as long as your account is open; you can delete it at any time from your account settings.',
          orders:
            '<strong>Orders and invoices</strong>: {{accountingRetention}} to meet our accounting obligations, including after the account is deleted.',
          contracts: '<strong>Contracts over {{archiveThreshold}}</strong>: archived for {{contractArchive}}, as the French Consumer Code requires.',
          newsletter: '<strong>Newsletter</strong>: until you unsubscribe.',
        },
      },
      rights: {
        title: 'Your rights',
        p1: 'You have the right to access, rectify, erase and port your data, and the right to object to and restrict its processing. You can withdraw your consent at any time and give instructions on what happens to your data after your death.',
        p2: 'To exercise these rights, write to us at <mail>{{email}}</mail>. We answer within the time limits set by the GDPR.',
        p3: 'If you believe your rights are not respected, you can lodge a complaint with the French data protection authority (<cnil>CNIL</cnil>).',
      },
      cookies: {
        title: 'Cookies',
        p1: 'The shop only uses cookies that are strictly necessary for it to work. No advertising, analytics or tracking cookie is set and your browsing data is shared with no one: that is why you are not asked for consent.',
        list: {
          session: '<strong>Session</strong>: keeps you signed in to your account until you sign out.',
          lang: '<strong>lang</strong>: remembers the language you chose (French or English).',
          cart: '<strong>Cart</strong>: finds your cart again when you order without an account.',
        },
        p2: 'Your acceptance of the shop’s information message is remembered in your browser for the session. At payment, our payment provider’s card form may use its own cookies, strictly necessary to secure the payment.',
        p3: 'You can delete these cookies in your browser settings; signing in to your account and the cart will then stop working.',
      },
    },
  },

  legalNotice: {
    title: 'Legal notice',
    description: 'Publisher of the website, publication director, hosting and intellectual property.',
    intro:
      'In accordance with article 6 of French law no. 2004-575 of 21 June 2004 on confidence in the digital economy, here is the information about the publisher and the hosting of this website.',
    sections: {
      publisher: {
        title: 'Publisher',
      },
      hosting: {
        title: 'Hosting',
        p1: 'The website is hosted on the shop’s own server, operated by the publisher, {{company}}, whose details are given above. The publisher is responsible for hosting the website and the content published on it.',
      },
      property: {
        title: 'Intellectual property',
        p1: 'The content of this website (texts, photographs, illustrations, logos and trademarks) belongs to {{company}} or is used with the permission of its owners. Any reproduction or distribution, in whole or in part, without prior written permission is prohibited.',
      },
      data: {
        title: 'Personal data and cookies',
        p1: 'How your personal data is processed and which cookies are used is described on the <privacy>Privacy and cookies</privacy> page.',
      },
      contact: {
        title: 'Contact',
        p1: 'For any question, write to us at <mail>{{email}}</mail>.',
      },
    },
  },

  terms: {
    title: 'Terms and conditions of sale',
    description: 'Ordering, prices, payment, delivery, withdrawal, returns and guarantees: the shop’s terms of sale.',
    intro:
      'These terms and conditions of sale apply to every order placed on this website by a consumer. By confirming your order, you declare that you have read and accepted them.',
    sections: {
      seller: {
        title: 'Seller',
        p1: 'The products are sold by {{company}}:',
      },
      products: {
        title: 'Products',
        p1: 'We sell clothing and accessories made in France. Their essential characteristics are shown on each product page; photographs and colours are as faithful as possible but may vary slightly depending on your screen.',
        p2: 'To choose your size, see the <guide>size guide</guide>. Our offers are valid while stocks last.',
      },
      prices: {
        title: 'Prices',
        p1: 'Prices are shown in euros, all taxes included (French VAT included), excluding shipping. Shipping costs are shown before you confirm your order.',
        p2: 'We may change our prices at any time; you are charged the price shown when you confirm your order.',
      },
      orders: {
        title: 'Ordering',
        p1: 'To order, add the items to your cart, enter your e-mail address or sign in, choose the delivery address, then pay. A summary lets you check your order before payment.',
        p2: 'The sale is concluded when the payment is confirmed; a confirmation e-mail is then sent to you.',
        p3: 'An order with the status “Processing” is being prepared and can no longer be changed.',
      },
      payment: {
        title: 'Payment',
        p1: 'Payment is made by card, through our secure payment provider. The amount is charged immediately, when the order is confirmed. We never have access to your card details.',
        p2: 'Any amount still owed after its due date bears interest at {{interestMultiple}} times the French legal interest rate.',
      },
      delivery: {
        title: 'Delivery',
        p1: 'Orders are delivered to the address given when ordering, at the latest {{deliveryAfterPayment}} after payment. Times and conditions are detailed on the <delivery>Delivery</delivery> page.',
        p2: 'Shipping costs depend on the total weight of the order:',
        free: 'Delivery is free in mainland France for orders of {{threshold}} or more (value of the items).',
        p3: 'If an item is unavailable after you order, we tell you within {{unavailableNotice}}; a cancelled order is refunded within {{refund}}.',
        p4: 'If a parcel comes back to us undelivered and our letter remains unanswered for {{unansweredMailResale}}, the order is cancelled and the items are put back on sale.',
      },
      withdrawal: {
        title: 'Right of withdrawal and returns',
        p1: 'Under article L221-18 of the French Consumer Code, you have {{withdrawal}} from the day you receive your order to withdraw from the contract, without giving any reason. Beyond that, we accept returns up to {{returnWindow}} after delivery.',
        how: 'To withdraw, use the “Withdraw from contract here” button: it is on each order’s page in your account and in every e-mail we send you about the order, for as long as the period runs. Without an account or an e-mail at hand, the <withdraw>Withdrawal</withdraw> page sends that link to the order’s e-mail address once you give its number. You may also send us any other unequivocal statement, for instance to <mail>{{email}}</mail>.',
        acknowledgement:
          'As soon as you confirm, we send you by e-mail an acknowledgement of receipt giving the content of your withdrawal, its date and its time.',
        refund:
          'An order not shipped yet is cancelled and refunded in full, delivery costs included. An order shipped or delivered is sent back to us within {{withdrawal}} of your withdrawal; we refund the items and the standard delivery costs (not the extra cost of a more expensive delivery you chose), at the latest {{refund}} after your withdrawal, and may hold the refund back until we receive the items or proof that they were sent. The direct cost of sending them back is yours.',
        p2: 'Items must be returned new, unworn, unwashed and with their labels. Return costs are at your expense ({{returnHome}} from your home, {{returnRelay}} from a relay point); if you use our prepaid label, {{labelFee}} is deducted from the refund depending on the reason for the return.',
        p3: 'We process each return within {{returnProcessing}} of receiving it. The refund is made to the payment method used, at the latest {{refund}} after you tell us of your withdrawal; it may be held back until we receive the items. You can also choose an exchange or a credit note valid for {{creditNoteValidity}}.',
        p4: 'The steps to follow are detailed on the <returns>Exchanges and returns</returns> page.',
      },
      guarantees: {
        title: 'Guarantees',
        p1: 'Our products are covered by the legal guarantee of conformity for {{legalConformityGuarantee}} from delivery (articles L217-3 and following of the French Consumer Code) and by the guarantee against hidden defects (articles 1641 and following of the French Civil Code).',
        p2: 'For quick handling, report any visible defect or wrong item within {{defectReport}} of delivery, at <mail>{{email}}</mail>; we then pay for the return. This time limit does not reduce your legal guarantees.',
      },
      forceMajeure: {
        title: 'Force majeure',
        p1: 'Neither party is liable for a failure caused by force majeure within the meaning of article 1218 of the French Civil Code. If the impediment lasts more than {{forceMajeureTermination}}, either party may terminate the contract in writing; any sums already paid are then refunded.',
      },
      archive: {
        title: 'Archiving',
        p1: 'When an order exceeds {{archiveThreshold}}, the contract is archived for {{contractArchive}} (article L213-1 of the French Consumer Code); you can consult it on request at <mail>{{email}}</mail>.',
      },
      personalData: {
        title: 'Personal data',
        p1: 'The data collected with your order is processed as explained on the <privacy>Privacy and cookies</privacy> page.',
      },
      law: {
        title: 'Governing law and disputes',
        p1: 'These terms are governed by French law. If a problem arises, please contact our customer service first at <mail>{{email}}</mail> to find an amicable solution.',
        p2: 'Failing that, you can use a consumer mediator free of charge (articles L611-1 and following of the French Consumer Code) or bring the matter before the competent court.',
      },
    },
  },
} satisfies Messages<typeof fr>;
