import { APP_NAME } from '@sortim/contracts/product';
import type { Booked, EmailStrings, Moved } from './en.ts';

/** The e-mails' words in Catalan (central Catalan, tu, as the web app's catalog). */
export const ca: EmailStrings = {
  layout: {
    questions: 'Dubtes? Escriu-nos a',
    openLink: 'O obre aquest enllaç:',
  },
  greeting: (name: string) => `Hola, ${name}:`,
  spots: (count: number) => (count === 1 ? '1 plaça' : `${count} places`),
  seeActivity: "Veure l'activitat",
  seeYourActivity: 'Veure la teva activitat',
  refundArrives:
    'Els diners arribaran a la targeta amb què vas pagar en un termini de 5 a 10 dies laborables.',
  cancelledByHost: (title: string) => `Cancel·lada per l'amfitrió: ${title}`,
  bookingConfirmed: {
    subject: (title: string) => `Reserva confirmada: ${title}`,
    confirmed: 'La teva reserva està confirmada. Ens hi veiem!',
    what: (title: string) => `Què: ${title}`,
    when: (slot: string, city: string) => `Quan: ${slot} (hora de ${city})`,
    where: (place: string) => `On: ${place}`,
    spots: (spots: string) => `Places: ${spots}`,
    paid: (amount: string) => `Pagat: ${amount}`,
    refunds: (terms: string, bookingsUrl: string) =>
      `${terms} Han canviat els teus plans? Cancel·la des de Les meves reserves (${bookingsUrl}). Els reemborsaments arriben en un termini de 5 a 10 dies laborables.`,
    calendar: "El fitxer de calendari adjunt afegeix l'activitat al teu calendari.",
    tickets: (count: number) =>
      count === 1
        ? 'La teva entrada: mostra-la a la porta, al mòbil o impresa.'
        : `Les teves ${count} entrades: cada persona mostra la seva a la porta, al mòbil o impresa.`,
    ticketOf: (seat: number, count: number) => `Entrada ${seat} de ${count}`,
    qrAlt: (seat: number) => `Codi QR de l'entrada ${seat}`,
    seeTickets: 'Veure les teves entrades',
  },
  activityChanged: {
    subject: (title: string) => `Canviada per l'amfitrió: ${title}`,
    changed: (title: string, moved: Moved) =>
      `L'amfitrió ha canviat ${title}. La teva reserva es manté ${
        {
          time: 'en el nou horari',
          place: 'al nou punt de trobada',
          both: 'en el nou horari i punt de trobada',
        }[moved]
      }.`,
    when: (city: string) => `Quan (hora de ${city})`,
    where: 'On',
    now: (value: string) => `Ara: ${value}`,
    was: (value: string) => `Abans: ${value}`,
    calendar: "El fitxer de calendari adjunt actualitza l'esdeveniment al teu calendari.",
    cancel: (start: string, bookingsUrl: string) =>
      `Si ja no et va bé, pots cancel·lar des de Les meves reserves (${bookingsUrl}) fins a l'inici, el ${start}, amb el reemborsament complet, sigui quina sigui la política de cancel·lació.`,
    cancelFree: (start: string, bookingsUrl: string) =>
      `Si ja no et va bé, pots cancel·lar des de Les meves reserves (${bookingsUrl}) fins a l'inici, el ${start}.`,
  },
  bookingReminder: {
    subjectDayBefore: (title: string) => `Demà: ${title}`,
    subjectTwoHours: (title: string) => `D'aquí a 2 hores: ${title}`,
    dayBefore: (title: string) => `Un recordatori: ${title} és demà.`,
    twoHours: (title: string) => `Un recordatori: ${title} comença d'aquí a unes 2 hores.`,
    when: (slot: string, city: string) => `Quan: ${slot} (hora de ${city})`,
    meetingPoint: (place: string) => `Punt de trobada: ${place}`,
    host: (name: string) => `El teu amfitrió: ${name}`,
    tickets: (count: number) =>
      count === 1
        ? "La teva entrada (mostra-la a l'entrada):"
        : `Les teves ${count} entrades (mostra-les a l'entrada):`,
    ticket: (seat: number, code: string) => `Entrada ${seat}: ${code}`,
    seeTickets: 'Veure les teves entrades',
    calendar: "El fitxer de calendari adjunt manté l'esdeveniment del teu calendari al dia.",
    turnOff: (profileUrl: string) =>
      `Reps aquests recordatoris el dia abans i 2 hores abans de cada activitat que reserves. Per deixar de rebre'ls, desactiva els recordatoris per correu al teu perfil (${profileUrl}).`,
  },
  hostNewBooking: {
    subject: (title: string) => `Nova reserva: ${title}`,
    body: (guest: string, b: Booked) =>
      `${guest} ha reservat ${b.spots} a ${b.title} (${b.slot}) i ha pagat ${b.amount}.`,
  },
  hostGuestCancelled: {
    subject: (title: string) => `Reserva cancel·lada: ${title}`,
    body: (guest: string, b: Booked) =>
      `${guest} ha cancel·lat la reserva de ${b.spots} a ${b.title} (${b.slot}) i se li han reemborsat ${b.amount}. Les places alliberades tornen a estar a la venda, primer per a la teva llista d'espera.`,
    bodyFree: (guest: string, b: Booked) =>
      `${guest} ha cancel·lat la reserva de ${b.spots} a ${b.title} (${b.slot}). Les places alliberades tornen a estar disponibles, primer per a la teva llista d'espera.`,
  },
  bookingCancelledByHost: {
    body: (b: Booked) =>
      `L'amfitrió ha cancel·lat la teva reserva de ${b.spots} a ${b.title} (${b.slot}). Se't reemborsa íntegrament el pagament de ${b.amount}.`,
    bodyFree: (b: Booked) =>
      `L'amfitrió ha cancel·lat la teva reserva de ${b.spots} a ${b.title} (${b.slot}). No havies pagat res.`,
  },
  activityCancelled: {
    body: (b: Booked) =>
      `L'amfitrió ha cancel·lat ${b.title} (${b.slot}). La teva reserva de ${b.spots} queda cancel·lada i se't reemborsa íntegrament el pagament de ${b.amount}.`,
    bodyFree: (b: Booked) =>
      `L'amfitrió ha cancel·lat ${b.title} (${b.slot}). La teva reserva de ${b.spots} queda cancel·lada. No havies pagat res.`,
  },
  waitlistActivityCancelled: {
    body: (title: string, slot: string) =>
      `L'amfitrió ha cancel·lat ${title} (${slot}), així que la seva llista d'espera s'ha acabat. No havies pagat res.`,
    findAnother: 'Buscar una altra activitat',
  },
  latePaymentRefunded: {
    subject: (title: string) => `T'hem reemborsat el pagament: ${title}`,
    arrivedLate: (title: string) =>
      `El teu pagament de ${title} va arribar després que s'alliberés la plaça que t'havíem reservat, i l'activitat ja està completa, així que no tens reserva.`,
    arrivedAfterStart: (title: string) =>
      `El teu pagament de ${title} va arribar després que comencés l'activitat, així que no tens reserva.`,
    refunded: (amount: string) =>
      `T'hem reemborsat íntegrament ${amount}. Arribarà a la targeta amb què vas pagar en un termini de 5 a 10 dies laborables.`,
    waitlist:
      "Si s'allibera una plaça, et pots apuntar a la llista d'espera des de la pàgina de l'activitat.",
  },
  cancelledWithoutRefund: {
    body: (spots: string, title: string, deadline: string, city: string) =>
      `La teva reserva per a ${spots} a ${title} queda cancel·lada, i la teva plaça queda lliure per a una altra persona. No corresponia cap reemborsament: la seva política de cancel·lació reemborsava les cancel·lacions fins al ${deadline} (hora de ${city}).`,
  },
  bookingCancelled: {
    subject: (title: string) => `Reserva cancel·lada: ${title}`,
    body: (spots: string, title: string) =>
      `La teva reserva per a ${spots} a ${title} queda cancel·lada, i la teva plaça queda lliure per a una altra persona.`,
  },
  refundConfirmed: {
    subject: (title: string) => `Reemborsament processat: ${title}`,
    body: (amount: string, spots: string, title: string) =>
      `S'ha processat el teu reemborsament de ${amount} per ${spots} a ${title}, i la teva reserva queda cancel·lada.`,
  },
  waitlistOffer: {
    subject: (title: string) => `S'ha alliberat una plaça: ${title}`,
    opened: (title: string, start: string, city: string) =>
      `Bones notícies: s'ha alliberat una plaça a ${title}, el ${start} (hora de ${city}).`,
    holding: (until: string, city: string) => `Te la guardem fins al ${until} (hora de ${city}).`,
    book: 'Reservar la teva plaça',
    passes: "Després, la plaça passa a la persona següent de la llista d'espera.",
  },
  privateRequest: {
    receivedSubject: (title: string) => `Sol·licitud de data privada: ${title}`,
    received: (guest: string, title: string) => `${guest} vol reservar ${title} en privat.`,
    when: (slot: string, city: string) => `Quan: ${slot} (hora de ${city})`,
    group: (size: number) => `Grup: ${size} persones`,
    theirMessage: 'El seu missatge:',
    answer:
      "Si l'acceptes, creem la data, la reservem per al grup durant 48 hores i li enviem un enllaç de pagament; si no, pots rebutjar-la amb una nota.",
    answerLink: 'Respondre la sol·licitud',
    acceptedSubject: (title: string) => `La teva data privada està a punt per pagar: ${title}`,
    accepted: (title: string, slot: string, city: string) =>
      `Bones notícies: l'amfitrió ha acceptat la teva sol·licitud. ${title} el ${slot} (hora de ${city}) està reservada per al teu grup.`,
    price: (amount: string) => `Preu per al grup: ${amount}`,
    payBy: (until: string, city: string) =>
      `Paga abans del ${until} (hora de ${city}) per reservar-la. Després, la data s'allibera.`,
    pay: 'Pagar i reservar',
    declinedSubject: (title: string) => `La teva sol·licitud de data privada: ${title}`,
    declined: (title: string, slot: string, city: string) =>
      `L'amfitrió no pot oferir ${title} en privat el ${slot} (hora de ${city}). La seva nota:`,
    tryAnother: "Pots demanar un altre dia des de la pàgina de l'activitat.",
  },
  hostMessage: {
    subject: (title: string, subject: string) => `${title}: ${subject}`,
    intro: (host: string, title: string, slot: string, city: string) =>
      `${host} ha enviat un missatge a qui ha reservat ${title} (${slot}, hora de ${city}):`,
    reply: (host: string) =>
      `Respon aquest correu per escriure a ${host}; la teva resposta li mostrarà la teva adreça de correu.`,
    why: `Reps aquest missatge perquè has reservat aquesta activitat a ${APP_NAME}.`,
    seeBookings: 'Veure les teves reserves',
  },
  conversationUnread: {
    subject: (name: string, title: string) => `Missatge nou de ${name} sobre ${title}`,
    intro: (name: string, title: string) => `${name} t'ha escrit sobre ${title}:`,
    more: (n: number) => (n === 1 ? "T'espera 1 missatge més." : `T'esperen ${n} missatges més.`),
    hidden: '[es comparteix després de reservar]',
    open: 'Llegeix i respon',
    why: `Reps aquest correu perquè un missatge per a tu a ${APP_NAME} feia 10 minuts que no es llegia. N'enviem com a màxim un per hora i conversa.`,
  },
  reportOutcome: {
    subject: 'Sobre la teva denúncia',
    item: { message: 'el missatge', review: 'la ressenya', activity: "l'activitat", profile: 'el perfil' },
    dismissed: (item: string) =>
      `Hem revisat ${item} que vas denunciar i compleix les nostres normes, així que es queda.`,
    hidden: (item: string) => `Hem revisat ${item} que vas denunciar i ja no es mostra a ningú.`,
    suspended: (item: string) =>
      `Hem revisat ${item} que vas denunciar i hem suspès el compte que hi ha darrere.`,
    thanks: 'Gràcies per avisar-nos: denúncies com la teva mantenen Sortim segur.',
  },
  reviewReply: {
    subject: (host: string, title: string) => `${host} ha respost a la teva ressenya de ${title}`,
    intro: (host: string, title: string) => `${host}, amfitrió de ${title}, ha respost a la teva ressenya:`,
    see: 'Veure la resposta',
    why: `Reps aquest missatge perquè has escrit una ressenya d'aquesta activitat a ${APP_NAME}.`,
  },
  savedAlert: {
    subjectFewSpots: (spots: string, title: string) => `Només queden ${spots}: ${title}`,
    subjectNewDate: (title: string) => `Nova data: ${title}`,
    subjectMany: (count: number) => `Novetats de ${count} activitats que vas desar`,
    intro: (count: number) =>
      count === 1 ? "Novetats d'una activitat que vas desar:" : "Novetats d'activitats que vas desar:",
    fewSpots: (title: string, slot: string, spots: string, city: string) =>
      `Només queden ${spots} a ${title} (${slot}, hora de ${city}).`,
    newDate: (host: string, title: string, slot: string, city: string) =>
      `${host} ha publicat una nova data de ${title}: ${slot} (hora de ${city}).`,
    newDates: (host: string, title: string, slot: string, more: number, city: string) =>
      `${host} ha publicat noves dates de ${title}: la primera el ${slot} (hora de ${city}), i ${more} més.`,
    turnOff: (profileUrl: string) =>
      `Reps com a màxim un d'aquests correus al dia, quan una activitat que vas desar està a punt d'exhaurir-se o el seu amfitrió publica una nova data. Per deixar de rebre'ls, desactiva «Correus sobre les meves activitats desades» al teu perfil (${profileUrl}).`,
  },
  passwordReset: {
    subject: `Restableix la teva contrasenya de ${APP_NAME}`,
    requested: `Hem rebut una sol·licitud per restablir la contrasenya del teu compte de ${APP_NAME}.`,
    choose: 'Triar una contrasenya nova',
    worksOnce: (minutes?: number) =>
      minutes
        ? `L'enllaç funciona una sola vegada i caduca d'aquí a ${minutes} minuts.`
        : "L'enllaç funciona una sola vegada.",
    notYou: 'Si no ho has demanat tu, ignora aquest correu: la teva contrasenya no canvia.',
  },
  existingAccount: {
    subject: `Ja tens un compte de ${APP_NAME}`,
    tried: `Algú ha intentat crear un compte de ${APP_NAME} amb aquesta adreça, que ja en té un.`,
    signIn: 'Iniciar sessió',
    forgot: 'Has oblidat la contrasenya? En pots triar una de nova:',
    reset: 'Restablir la contrasenya',
    notYou: 'Si no has estat tu, pots ignorar aquest correu.',
  },
};
