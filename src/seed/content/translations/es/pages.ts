/** Spanish (es) translation of the English seed file editorial/pages.ts, keyed by slug (same order: terms, privacy, about). */
import type { PageSeed } from '../../types'

const terms: PageSeed = {
  slug: 'terms',
  title: 'Términos del servicio',
  lastUpdated: '2025-03-11',
  body: [
    {
      p: 'Gracias por tu visita. Estos términos explican las reglas para usar este sitio de guías, incluidas sus noticias, la guía básica, los mapas interactivos, las guías de héroes y cualquier función opcional como las cuentas o una suscripción premium. Léelos con atención; están escritos de la forma más sencilla que permite un documento legal.',
    },
    {
      p: 'Este es un sitio de fans independiente. **No está afiliado, respaldado ni patrocinado por la editora ni por la desarrolladora del juego**. Los nombres del juego, de los héroes, de los mapas y las marcas relacionadas pertenecen a sus respectivos dueños y aquí solo se usan para identificar el juego sobre el que escribimos.',
    },
    { h2: '1. Aceptación de los términos' },
    {
      p: 'Al abrir, navegar o usar de cualquier otra forma el sitio, aceptas estos términos. Si no estás de acuerdo, deja de usar el sitio. Cuando decimos "nosotros" nos referimos a las personas que llevan este sitio de fans; "tú" es cualquier persona que lo visita o lo usa.',
    },
    {
      p: 'Algunas funciones pueden tener reglas adicionales que te mostraremos en el momento de usarlas. Esas reglas forman parte de estos términos.',
    },
    { h2: '2. Privacidad' },
    {
      p: 'Cómo recopilamos, usamos y guardamos la información se describe en nuestra [Política de privacidad](/es/privacy). Al usar el sitio también aceptas esa política, así que léela junto con estos términos.',
    },
    { h2: '3. Cambios en los términos' },
    {
      p: 'Podemos actualizar estos términos de vez en cuando, por ejemplo cuando agregamos una función o cuando cambia la ley. La fecha al principio de esta página siempre indica cuándo entró en vigor la última versión.',
    },
    {
      p: 'Para los **cambios importantes** avisaremos con al menos **30 días de antelación** antes de que se apliquen, publicando un aviso en el sitio y, si tienes una cuenta con un correo verificado, enviándote un correo. Seguir usando el sitio después de que los cambios entren en vigor significa que los aceptas.',
    },
    { h2: '4. Requisitos' },
    {
      p: 'Debes tener al menos **13 años** para usar el sitio. Si eres menor de edad según las leyes de donde vives, revisa estos términos con tu madre, padre o tutor, y esa persona debe aceptarlos en tu nombre antes de que compres una suscripción.',
    },
    {
      p: 'Crear una cuenta es **opcional**. Casi todo el sitio, incluidas todas las guías y noticias, se puede leer sin una. Si creas una cuenta, eres responsable de mantener seguros tus datos de acceso y de todo lo que ocurra con ella.',
    },
    { h2: '5. Comentarios' },
    {
      p: 'Nos encanta saber de los jugadores. Cuando nos envías comentarios, ideas o correcciones a través del sitio, nos das permiso para usarlos para mejorarlo sin deberte nada a cambio. Podemos editar o combinar sugerencias, y no estamos obligados a aplicar cada una.',
    },
    {
      p: 'No incluyas contraseñas, datos de pago ni otra información personal sensible en un mensaje de comentarios.',
    },
    { h2: '6. Suscripciones y pagos' },
    {
      p: 'Podemos ofrecer una **suscripción premium** opcional con extras como una experiencia sin anuncios. Premium se cobra por adelantado según el período que elijas: **mensual, trimestral o anual**. Los precios y lo que incluye se muestran antes de que confirmes una compra.',
    },
    {
      ul: [
        'Tu suscripción se renueva automáticamente al final de cada período hasta que la canceles. Puedes cancelarla en cualquier momento, y la cancelación se aplica al final del período en curso.',
        'Puedes pedir un reembolso completo dentro de los **14 días naturales desde la compra inicial**. Pasado ese plazo, los pagos no son reembolsables salvo que la ley disponga otra cosa.',
        'Las renovaciones no están cubiertas por el plazo de reembolso de 14 días salvo que la ley lo exija.',
        'Los pagos los gestiona un procesador de pagos externo. Nosotros no vemos ni guardamos el número completo de tu tarjeta.',
        'Si cambiamos el precio de una suscripción, te avisaremos por adelantado y el nuevo precio se aplicará desde tu siguiente período de facturación.',
      ],
    },
    { h2: '7. Contenido y propiedad intelectual' },
    {
      p: 'Los textos de las guías, las anotaciones de los mapas, las descripciones de los marcadores, los diseños y demás material original del sitio nos pertenecen a nosotros o a las personas que los aportaron. Puedes leer nuestro contenido, compartir enlaces y citar fragmentos breves para uso personal y no comercial, siempre que menciones el sitio.',
    },
    {
      p: 'El sitio puede permitirte grabar o guardar **jugadas destacadas** y compartirlas con otras personas. Las jugadas que creas siguen siendo tuyas. Al compartir una a través del sitio, nos das una licencia no exclusiva, mundial y libre de regalías para alojarla, mostrarla y exhibirla en el sitio mientras siga compartida. Puedes dejar de compartir una jugada cuando quieras, y confirmas que tienes derecho a compartir todo lo que contiene.',
    },
    { h2: '8. Conductas prohibidas' },
    {
      p: 'Para que el sitio siga siendo útil para todos, aceptas no:',
    },
    {
      ul: [
        'extraer, copiar o volver a publicar grandes partes del sitio, ni usar herramientas automáticas para descargarlo de forma masiva;',
        'intentar romper, sobrecargar o esquivar la seguridad del sitio;',
        'compartir jugadas o mensajes ilegales, de odio, acosadores, sexualmente explícitos o que vulneren los derechos de otras personas;',
        'hacerte pasar por otra persona ni falsear tu relación con alguien;',
        'promocionar trampas, exploits, venta de cuentas o cualquier otra cosa que rompa las reglas del juego;',
        'interferir con la publicidad del sitio con la intención de defraudar a los anunciantes.',
      ],
    },
    { h2: '9. Enlaces de terceros' },
    {
      p: 'El sitio contiene enlaces a otros sitios web y servicios, y muestra **publicidad** proporcionada por terceros. No controlamos esos sitios ni esos anuncios y no somos responsables de su contenido, productos o prácticas de privacidad. Visitarlos es bajo tu propio riesgo y según sus propios términos.',
    },
    { h2: '10. Terminación' },
    {
      p: 'Puedes dejar de usar el sitio en cualquier momento y, si tienes una cuenta, eliminarla desde los ajustes de tu cuenta o contactándonos. Podemos suspender o cerrar cuentas, retirar jugadas compartidas o bloquear el acceso si se incumplen estos términos o si necesitamos proteger el sitio o a otros usuarios.',
    },
    {
      p: 'Si cerramos una cuenta con una suscripción activa por motivos distintos a un incumplimiento de estos términos, reembolsaremos la parte no usada del período de facturación en curso.',
    },
    { h2: '11. Exención de garantías' },
    {
      p: 'El sitio se ofrece **"tal cual" y "según disponibilidad"**. Las guías reflejan cómo entendemos el juego en el momento de escribirlas, y el juego cambia a menudo; los héroes, los mapas y los números pueden estar desactualizados. En la medida en que la ley lo permita, no prometemos que el sitio sea exacto, completo, ininterrumpido ni libre de errores.',
    },
    { h2: '12. Indemnización' },
    {
      p: 'Si alguien presenta un reclamo contra nosotros por contenido que compartiste, o porque incumpliste estos términos o la ley, aceptas cubrir los costos y pérdidas razonables que resulten, incluidos honorarios legales razonables, en la medida en que la ley lo permita.',
    },
    { h2: '13. Limitación de responsabilidad' },
    {
      p: 'En la máxima medida que permita la ley, no somos responsables de pérdidas indirectas, incidentales, especiales o consecuentes, como datos perdidos, ganancias perdidas o una partida clasificatoria perdida, derivadas de tu uso del sitio.',
    },
    {
      p: 'Nuestra responsabilidad total por cualquier reclamo relacionado con el sitio se limita a **lo que nos hayas pagado en los 12 meses anteriores al reclamo, o 100 USD, lo que sea mayor**. Nada en estos términos limita la responsabilidad que la ley no permite limitar.',
    },
    { h2: '14. Ley aplicable' },
    {
      p: 'Estos términos se rigen por las leyes del lugar donde tiene su sede quien opera el sitio, sin tener en cuenta las normas sobre conflicto de leyes. Si vives en un lugar que te da protecciones adicionales como consumidor, esas protecciones siguen aplicándose.',
    },
    { h2: '15. Resolución de disputas' },
    {
      p: 'Si algo sale mal, contáctanos primero. La mayoría de los problemas se pueden resolver rápido y de manera informal. Si no podemos resolver una disputa dentro de los 30 días desde que nos escribiste, cualquiera de las partes puede llevarla a los tribunales competentes, salvo que la ley de donde vives exija otro procedimiento.',
    },
    { h2: '16. Disposiciones generales' },
    {
      ul: [
        'Estos términos, junto con la Política de privacidad, son el acuerdo completo entre tú y nosotros sobre el sitio.',
        'Si alguna parte de estos términos resulta inaplicable, el resto sigue vigente.',
        'Si no ejercemos un derecho de inmediato, no significa que renunciemos a él.',
        'No puedes transferir tus derechos bajo estos términos sin nuestro consentimiento. Nosotros podemos transferir los nuestros como parte de una venta o reorganización del sitio.',
      ],
    },
    { h2: '17. Cambios en el servicio' },
    {
      p: 'El sitio es un proyecto de afición que crece con el juego. Podemos agregar, cambiar o quitar funciones, guías o mapas en cualquier momento, y podemos pausar o cerrar el sitio. Si dejamos de ofrecer la suscripción premium, reembolsaremos la parte no usada de cualquier período que ya hayas pagado.',
    },
    { h2: 'Contacto' },
    {
      p: '¿Tienes preguntas sobre estos términos? Usa el enlace **Contacto** en el pie de cualquier página para enviarnos un mensaje y te responderemos lo antes posible.',
    },
  ],
}

const privacy: PageSeed = {
  slug: 'privacy',
  title: 'Política de privacidad',
  lastUpdated: '2025-04-12',
  body: [
    {
      p: 'Esta política explica qué información recopila este sitio de guías de fans, por qué la recopilamos y qué opciones tienes. Intentamos recopilar lo mínimo posible: puedes leer todas las guías sin iniciar sesión ni contarnos nada sobre ti.',
    },
    { h2: 'Información que recopilamos' },
    {
      p: 'Recopilamos información de tres formas: lo que tú nos das, lo que tu navegador envía automáticamente y lo que nos comparten nuestros proveedores de servicios.',
    },
    {
      ul: [
        '**Comentarios y mensajes de contacto.** Cuando envías un mensaje desde el diálogo de comentarios o de contacto, guardamos el mensaje en sí, el nombre de Discord o el correo opcional que decidas añadir, la página desde la que lo enviaste, tu navegador, dispositivo, sistema operativo, resolución de pantalla, la página de referencia, tu zona horaria, tu dirección IP y el país al que corresponde. Estos datos nos ayudan a reproducir errores y a responderte.',
        '**Información de uso.** Como la mayoría de los sitios web, nuestros servidores registran datos básicos de cada solicitud, como la dirección IP, las páginas solicitadas y la hora de la solicitud.',
        '**Información de cuenta y de pago**, solo si creas una cuenta o compras una suscripción, como se describe más abajo.',
      ],
    },
    { h2: 'Cookies' },
    {
      p: 'Usamos una pequeña cantidad de cookies y almacenamiento similar del navegador. Algunas son necesarias para que el sitio funcione, por ejemplo para recordar si plegaste la leyenda o la navegación del mapa. Otras las colocan nuestros socios de analítica y publicidad. Puedes bloquear o borrar las cookies desde los ajustes de tu navegador; las guías seguirán funcionando, aunque algunas preferencias no se recordarán.',
    },
    { h2: 'Analítica' },
    {
      p: 'Usamos un servicio de analítica para entender qué páginas son populares, cómo llega la gente al sitio y dónde se atasca. Los datos se agregan y se usan solo para mejorar el sitio. Cuando es posible, pedimos a nuestro proveedor de analítica que acorte las direcciones IP antes de guardarlas.',
    },
    { h2: 'Publicidad' },
    {
      p: 'La publicidad ayuda a pagar el alojamiento y mantiene gratis las guías. Los anuncios pueden personalizarse según tu navegación, dependiendo de tu ubicación y de lo que elijas en nuestro aviso de consentimiento. Los suscriptores premium ven el sitio sin anuncios.',
    },
    { h2: 'Nuestro socio publicitario' },
    {
      p: 'Los anuncios los sirve un socio publicitario externo. Ese socio y sus proveedores pueden usar cookies, identificadores de dispositivo y tecnologías similares para mostrar anuncios, limitar cuántas veces ves el mismo anuncio y medir su rendimiento. El uso que hacen de tus datos se rige por sus propias políticas de privacidad, y puedes gestionar la publicidad personalizada con las herramientas de consentimiento del sitio o desde los ajustes de tu navegador y dispositivo.',
    },
    { h2: 'Comunicaciones por correo' },
    {
      p: 'Si nos das un correo electrónico en un mensaje de contacto, lo usamos solo para responderte. Si tienes una cuenta, podemos enviarte mensajes del servicio, como avisos sobre cambios en nuestros términos o en tu suscripción. Solo enviaremos boletines si te suscribes, y cada boletín incluye un enlace para darte de baja.',
    },
    { h2: 'Datos de la cuenta' },
    {
      p: 'Las cuentas son opcionales. Si creas una, guardamos tu correo electrónico, un nombre visible, una contraseña cifrada de forma segura o un token de inicio de sesión del proveedor que elegiste, tus preferencias guardadas y las jugadas destacadas que decidas compartir. Puedes editar o borrar esta información en cualquier momento.',
    },
    { h2: 'Pagos' },
    {
      p: 'Los pagos de suscripción los gestiona un procesador de pagos externo. Recibimos la confirmación de tu pago, el período de tu suscripción y datos limitados como el tipo de tarjeta y los últimos cuatro dígitos, pero nunca vemos ni guardamos el número completo de tu tarjeta.',
    },
    { h2: 'Tus derechos' },
    {
      p: 'Según dónde vivas, puedes tener derecho a:',
    },
    {
      ul: [
        'acceder a la información personal que tenemos sobre ti;',
        'pedirnos que la corrijamos o la borremos;',
        'oponerte a ciertos usos o limitarlos, incluida la publicidad personalizada;',
        'recibir una copia de tus datos en un formato portable;',
        'retirar un consentimiento que diste antes;',
        'presentar una queja ante tu autoridad local de protección de datos.',
      ],
    },
    {
      p: 'Para ejercer cualquiera de estos derechos, contáctanos desde el enlace del pie de página. Puede que necesitemos confirmar tu identidad antes de atender una solicitud.',
    },
    { h2: 'Conservación de datos' },
    {
      p: 'Guardamos los mensajes de comentarios mientras sean útiles para mejorar el sitio y normalmente los borramos en un plazo de dos años. Los datos de la cuenta se conservan mientras la cuenta esté abierta y se eliminan dentro de los 30 días posteriores a su borrado, salvo cuando debemos conservar registros de pago por motivos legales o fiscales.',
    },
    { h2: 'Seguridad' },
    {
      p: 'Usamos conexiones cifradas, limitamos quién puede acceder a los datos guardados y mantenemos nuestro software actualizado. Ningún servicio en línea es perfectamente seguro, así que no podemos garantizar una seguridad absoluta, pero avisaremos rápido a los usuarios afectados si una brecha pone en riesgo su información.',
    },
    { h2: 'Transferencias del sitio' },
    {
      p: 'Si el sitio se vende, se fusiona o pasa a manos de nuevos responsables, la información que tenemos puede transferirse como parte de ese cambio. El nuevo dueño tendrá que respetar esta política o avisarte claramente antes de hacerle cualquier cambio.',
    },
    { h2: 'Privacidad de los menores' },
    {
      p: 'El sitio no está pensado para menores de 13 años, y **los usuarios menores de 13 años no pueden** crear cuentas ni enviarnos información personal. Si descubrimos que tenemos información de un menor de 13 años, la borraremos. Las madres, padres o tutores que crean que esto ocurrió pueden contactarnos.',
    },
    { h2: 'Cambios en esta política' },
    {
      p: 'Podemos actualizar esta política cuando agreguemos funciones o cuando cambie la ley. La fecha del principio indica la última versión. Si un cambio es importante, publicaremos un aviso en el sitio y enviaremos un correo a quienes tengan cuenta antes de que entre en vigor.',
    },
    { h2: 'Contacto' },
    {
      p: '¿Tienes preguntas sobre tu privacidad o sobre esta política? Usa el enlace **Contacto** en el pie de cualquier página y te responderemos lo antes posible.',
    },
  ],
}

const about: PageSeed = {
  slug: 'about',
  title: 'Acerca de',
  lastUpdated: '2025-04-07',
  body: [
    {
      p: '¡Te damos la bienvenida! Somos un pequeño grupo de jugadores que se cansó de explicarles a sus amigos los mismos callouts, rutas de flanqueo y team-ups, así que los pusimos por escrito. Este sitio es el resultado: una guía gratuita hecha por la comunidad para todos, desde los reclutas de su primera semana hasta quienes están grindeando para su próximo rango.',
    },
    {
      p: 'Somos fans, no un estudio. El sitio no está afiliado a la editora ni a la desarrolladora del juego, y todo lo que está escrito aquí es nuestra propia opinión, probada en nuestras propias partidas.',
    },
    { h2: 'Mapas interactivos' },
    {
      p: 'Cada mapa está dividido en secciones, y cada sección tiene marcadores de botiquines, rutas de flanqueo, terreno elevado, cuellos de botella y buenos lugares para las definitivas. Haz clic en un marcador para ver una explicación breve e imágenes, pasa a pantalla completa para estudiar un mapa entero y lee debajo los hot spots, las rutas de breakout y los puntos de utilidad. Empieza por [la lista de mapas](/es/maps).',
    },
    { h2: 'Dominio de héroes' },
    {
      p: 'Cada héroe tiene una página con sus habilidades, en qué es bueno, quién lo counterea, con quién combina bien y de qué team-ups forma parte. Los héroes con más de una forma tienen cubiertas todas sus variantes. Míralos todos en [la página de héroes](/es/heroes).',
    },
    { h2: 'La guía básica' },
    {
      p: '¿Eres nuevo en el juego o vienes de otro shooter? [La guía básica](/es/basics) repasa los tres roles, los modos de juego, los modos arcade y la jerga que vas a escuchar en el chat de voz, con un puñado de consejos que ganan más partidas que la pura puntería.',
    },
    { h2: 'Últimas noticias' },
    {
      p: 'Vex, quien escribe nuestras noticias, cubre cada lanzamiento de temporada, cada héroe nuevo y cada mapa nuevo, además de las novedades del sitio y alguna que otra nota de balance. Ponte al día en [la página de noticias](/es/news).',
    },
    {
      p: '¿Viste un error o tienes una idea? Usa la bombilla de la parte superior de cualquier página para enviarnos comentarios, o escríbenos desde el enlace **Contacto** del pie de página.',
    },
    {
      p: 'Una cosa más: toda buena guía necesita una fuente de rumores. [Conoce a quien trafica con información por aquí](/es/profiles/the-whisper).',
    },
  ],
}

export const pages: PageSeed[] = [terms, privacy, about]
