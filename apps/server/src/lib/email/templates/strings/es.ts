import { APP_NAME } from '@sortim/contracts/product';
import type { Booked, EmailStrings, Moved } from './en.ts';

/** The e-mails' words in Spanish (Spain, informal tú, as the web app's catalog). */
export const es: EmailStrings = {
  layout: {
    questions: '¿Dudas? Escríbenos a',
    openLink: 'O abre este enlace:',
  },
  greeting: (name: string) => `Hola, ${name}:`,
  spots: (count: number) => (count === 1 ? '1 plaza' : `${count} plazas`),
  seeActivity: 'Ver la actividad',
  seeYourActivity: 'Ver tu actividad',
  refundArrives: 'El dinero llegará a la tarjeta con la que pagaste en un plazo de 5 a 10 días hábiles.',
  cancelledByHost: (title: string) => `Cancelada por el anfitrión: ${title}`,
  bookingConfirmed: {
    subject: (title: string) => `Reserva confirmada: ${title}`,
    confirmed: 'Tu reserva está confirmada. ¡Nos vemos allí!',
    what: (title: string) => `Qué: ${title}`,
    when: (slot: string, city: string) => `Cuándo: ${slot} (hora de ${city})`,
    where: (place: string) => `Dónde: ${place}`,
    spots: (spots: string) => `Plazas: ${spots}`,
    paid: (amount: string) => `Pagado: ${amount}`,
    refunds: (terms: string, bookingsUrl: string) =>
      `${terms} ¿Han cambiado tus planes? Cancela desde Mis reservas (${bookingsUrl}). Los reembolsos llegan en un plazo de 5 a 10 días hábiles.`,
    calendar: 'El archivo de calendario adjunto añade la actividad a tu calendario.',
    tickets: (count: number) =>
      count === 1
        ? 'Tu entrada: muéstrala en la puerta, en el móvil o impresa.'
        : `Tus ${count} entradas: cada persona muestra la suya en la puerta, en el móvil o impresa.`,
    ticketOf: (seat: number, count: number) => `Entrada ${seat} de ${count}`,
    qrAlt: (seat: number) => `Código QR de la entrada ${seat}`,
    seeTickets: 'Ver tus entradas',
  },
  activityChanged: {
    subject: (title: string) => `Cambiada por el anfitrión: ${title}`,
    changed: (title: string, moved: Moved) =>
      `El anfitrión ha cambiado ${title}. Tu reserva se mantiene ${
        {
          time: 'en el nuevo horario',
          place: 'en el nuevo punto de encuentro',
          both: 'en el nuevo horario y punto de encuentro',
        }[moved]
      }.`,
    when: (city: string) => `Cuándo (hora de ${city})`,
    where: 'Dónde',
    now: (value: string) => `Ahora: ${value}`,
    was: (value: string) => `Antes: ${value}`,
    calendar: 'El archivo de calendario adjunto actualiza el evento en tu calendario.',
    cancel: (start: string, bookingsUrl: string) =>
      `Si ya no te va bien, puedes cancelar desde Mis reservas (${bookingsUrl}) hasta el inicio, el ${start}, con el reembolso completo, sea cual sea la política de cancelación.`,
    cancelFree: (start: string, bookingsUrl: string) =>
      `Si ya no te va bien, puedes cancelar desde Mis reservas (${bookingsUrl}) hasta el inicio, el ${start}.`,
  },
  bookingReminder: {
    subjectDayBefore: (title: string) => `Mañana: ${title}`,
    subjectTwoHours: (title: string) => `En 2 horas: ${title}`,
    dayBefore: (title: string) => `Un recordatorio: ${title} es mañana.`,
    twoHours: (title: string) => `Un recordatorio: ${title} empieza en unas 2 horas.`,
    when: (slot: string, city: string) => `Cuándo: ${slot} (hora de ${city})`,
    meetingPoint: (place: string) => `Punto de encuentro: ${place}`,
    host: (name: string) => `Tu anfitrión: ${name}`,
    tickets: (count: number) =>
      count === 1
        ? 'Tu entrada (muéstrala en la entrada):'
        : `Tus ${count} entradas (muéstralas en la entrada):`,
    ticket: (seat: number, code: string) => `Entrada ${seat}: ${code}`,
    seeTickets: 'Ver tus entradas',
    calendar: 'El archivo de calendario adjunto mantiene el evento de tu calendario al día.',
    turnOff: (profileUrl: string) =>
      `Recibes estos recordatorios el día antes y 2 horas antes de cada actividad que reservas. Para dejar de recibirlos, desactiva los recordatorios por correo en tu perfil (${profileUrl}).`,
  },
  hostNewBooking: {
    subject: (title: string) => `Nueva reserva: ${title}`,
    body: (guest: string, b: Booked) =>
      `${guest} ha reservado ${b.spots} en ${b.title} (${b.slot}) y ha pagado ${b.amount}.`,
  },
  hostGuestCancelled: {
    subject: (title: string) => `Reserva cancelada: ${title}`,
    body: (guest: string, b: Booked) =>
      `${guest} ha cancelado su reserva de ${b.spots} en ${b.title} (${b.slot}) y se le han reembolsado ${b.amount}. Las plazas liberadas vuelven a estar a la venta, primero para tu lista de espera.`,
    bodyFree: (guest: string, b: Booked) =>
      `${guest} ha cancelado su reserva de ${b.spots} en ${b.title} (${b.slot}). Las plazas liberadas vuelven a estar disponibles, primero para tu lista de espera.`,
  },
  bookingCancelledByHost: {
    body: (b: Booked) =>
      `El anfitrión ha cancelado tu reserva de ${b.spots} en ${b.title} (${b.slot}). Se te reembolsa íntegramente el pago de ${b.amount}.`,
    bodyFree: (b: Booked) =>
      `El anfitrión ha cancelado tu reserva de ${b.spots} en ${b.title} (${b.slot}). No habías pagado nada.`,
  },
  activityCancelled: {
    body: (b: Booked) =>
      `El anfitrión ha cancelado ${b.title} (${b.slot}). Tu reserva de ${b.spots} queda cancelada y se te reembolsa íntegramente el pago de ${b.amount}.`,
    bodyFree: (b: Booked) =>
      `El anfitrión ha cancelado ${b.title} (${b.slot}). Tu reserva de ${b.spots} queda cancelada. No habías pagado nada.`,
  },
  waitlistActivityCancelled: {
    body: (title: string, slot: string) =>
      `El anfitrión ha cancelado ${title} (${slot}), así que su lista de espera ha terminado. No habías pagado nada.`,
    findAnother: 'Buscar otra actividad',
  },
  latePaymentRefunded: {
    subject: (title: string) => `Te hemos reembolsado el pago: ${title}`,
    arrivedLate: (title: string) =>
      `Tu pago de ${title} llegó después de que se liberara la plaza que te habíamos reservado, y la actividad ya está completa, así que no tienes reserva.`,
    arrivedAfterStart: (title: string) =>
      `Tu pago de ${title} llegó después de que empezara la actividad, así que no tienes reserva.`,
    refunded: (amount: string) =>
      `Te hemos reembolsado íntegramente ${amount}. Llegará a la tarjeta con la que pagaste en un plazo de 5 a 10 días hábiles.`,
    waitlist: 'Si se libera una plaza, puedes unirte a la lista de espera desde la página de la actividad.',
  },
  cancelledWithoutRefund: {
    body: (spots: string, title: string, deadline: string, city: string) =>
      `Tu reserva para ${spots} en ${title} queda cancelada, y tu plaza queda libre para otra persona. No correspondía ningún reembolso: su política de cancelación reembolsaba las cancelaciones hasta el ${deadline} (hora de ${city}).`,
  },
  bookingCancelled: {
    subject: (title: string) => `Reserva cancelada: ${title}`,
    body: (spots: string, title: string) =>
      `Tu reserva para ${spots} en ${title} queda cancelada, y tu plaza queda libre para otra persona.`,
  },
  refundConfirmed: {
    subject: (title: string) => `Reembolso procesado: ${title}`,
    body: (amount: string, spots: string, title: string) =>
      `Se ha procesado tu reembolso de ${amount} por ${spots} en ${title}, y tu reserva queda cancelada.`,
  },
  waitlistOffer: {
    subject: (title: string) => `Se ha liberado una plaza: ${title}`,
    opened: (title: string, start: string, city: string) =>
      `Buenas noticias: se ha liberado una plaza en ${title}, el ${start} (hora de ${city}).`,
    holding: (until: string, city: string) => `Te la guardamos hasta el ${until} (hora de ${city}).`,
    book: 'Reservar tu plaza',
    passes: 'Después, la plaza pasa a la siguiente persona de la lista de espera.',
  },
  privateRequest: {
    receivedSubject: (title: string) => `Solicitud de fecha privada: ${title}`,
    received: (guest: string, title: string) => `${guest} quiere reservar ${title} en privado.`,
    when: (slot: string, city: string) => `Cuándo: ${slot} (hora de ${city})`,
    group: (size: number) => `Grupo: ${size} personas`,
    theirMessage: 'Su mensaje:',
    answer:
      'Si la aceptas, creamos la fecha, la reservamos para el grupo durante 48 horas y le enviamos un enlace de pago; si no, puedes rechazarla con una nota.',
    answerLink: 'Responder a la solicitud',
    acceptedSubject: (title: string) => `Tu fecha privada está lista para pagar: ${title}`,
    accepted: (title: string, slot: string, city: string) =>
      `Buenas noticias: el anfitrión ha aceptado tu solicitud. ${title} el ${slot} (hora de ${city}) está reservada para tu grupo.`,
    price: (amount: string) => `Precio para el grupo: ${amount}`,
    payBy: (until: string, city: string) =>
      `Paga antes del ${until} (hora de ${city}) para reservarla. Después, la fecha se libera.`,
    pay: 'Pagar y reservar',
    declinedSubject: (title: string) => `Tu solicitud de fecha privada: ${title}`,
    declined: (title: string, slot: string, city: string) =>
      `El anfitrión no puede ofrecer ${title} en privado el ${slot} (hora de ${city}). Su nota:`,
    tryAnother: 'Puedes pedir otro día desde la página de la actividad.',
  },
  hostMessage: {
    subject: (title: string, subject: string) => `${title}: ${subject}`,
    intro: (host: string, title: string, slot: string, city: string) =>
      `${host} ha enviado un mensaje a quienes han reservado ${title} (${slot}, hora de ${city}):`,
    reply: (host: string) =>
      `Responde a este correo para escribir a ${host}; tu respuesta le mostrará tu dirección de correo.`,
    why: `Recibes este mensaje porque has reservado esta actividad en ${APP_NAME}.`,
    seeBookings: 'Ver tus reservas',
  },
  conversationUnread: {
    subject: (name: string, title: string) => `Nuevo mensaje de ${name} sobre ${title}`,
    intro: (name: string, title: string) => `${name} te ha escrito sobre ${title}:`,
    more: (n: number) => (n === 1 ? 'Te espera 1 mensaje más.' : `Te esperan ${n} mensajes más.`),
    hidden: '[se comparte tras reservar]',
    open: 'Leer y responder',
    why: `Recibes este correo porque un mensaje para ti en ${APP_NAME} llevaba 10 minutos sin leer. Enviamos como máximo un correo así por hora y conversación.`,
  },
  reportOutcome: {
    subject: 'Sobre tu denuncia',
    item: { message: 'el mensaje', review: 'la reseña', activity: 'la actividad', profile: 'el perfil' },
    dismissed: (item: string) =>
      `Hemos revisado ${item} que denunciaste y cumple nuestras normas, así que se queda.`,
    hidden: (item: string) => `Hemos revisado ${item} que denunciaste y ya no se muestra a nadie.`,
    suspended: (item: string) =>
      `Hemos revisado ${item} que denunciaste y hemos suspendido la cuenta que hay detrás.`,
    thanks: 'Gracias por avisarnos: denuncias como la tuya mantienen Sortim seguro.',
  },
  reviewReply: {
    subject: (host: string, title: string) => `${host} ha respondido a tu reseña de ${title}`,
    intro: (host: string, title: string) => `${host}, anfitrión de ${title}, ha respondido a tu reseña:`,
    see: 'Ver la respuesta',
    why: `Recibes este mensaje porque has escrito una reseña de esta actividad en ${APP_NAME}.`,
  },
  savedAlert: {
    subjectFewSpots: (spots: string, title: string) => `Solo quedan ${spots}: ${title}`,
    subjectNewDate: (title: string) => `Nueva fecha: ${title}`,
    subjectMany: (count: number) => `Novedades de ${count} actividades que guardaste`,
    intro: (count: number) =>
      count === 1 ? 'Novedades de una actividad que guardaste:' : 'Novedades de actividades que guardaste:',
    fewSpots: (title: string, slot: string, spots: string, city: string) =>
      `Solo quedan ${spots} en ${title} (${slot}, hora de ${city}).`,
    newDate: (host: string, title: string, slot: string, city: string) =>
      `${host} ha publicado una nueva fecha de ${title}: ${slot} (hora de ${city}).`,
    newDates: (host: string, title: string, slot: string, more: number, city: string) =>
      `${host} ha publicado nuevas fechas de ${title}: la primera el ${slot} (hora de ${city}), y ${more} más.`,
    turnOff: (profileUrl: string) =>
      `Recibes como máximo uno de estos correos al día, cuando una actividad que guardaste está a punto de agotarse o su anfitrión publica una nueva fecha. Para dejar de recibirlos, desactiva «Correos sobre mis actividades guardadas» en tu perfil (${profileUrl}).`,
  },
  passwordReset: {
    subject: `Restablece tu contraseña de ${APP_NAME}`,
    requested: `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${APP_NAME}.`,
    choose: 'Elegir una contraseña nueva',
    worksOnce: (minutes?: number) =>
      minutes
        ? `El enlace funciona una sola vez y caduca en ${minutes} minutos.`
        : 'El enlace funciona una sola vez.',
    notYou: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  existingAccount: {
    subject: `Ya tienes una cuenta de ${APP_NAME}`,
    tried: `Alguien ha intentado crear una cuenta de ${APP_NAME} con esta dirección, que ya tiene una.`,
    signIn: 'Iniciar sesión',
    forgot: '¿Has olvidado tu contraseña? Puedes elegir una nueva:',
    reset: 'Restablecer tu contraseña',
    notYou: 'Si no has sido tú, puedes ignorar este correo.',
  },
};
