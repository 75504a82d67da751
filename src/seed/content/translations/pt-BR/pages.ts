import type { PageSeed } from '../../types'

/** Brazilian Portuguese translation of the English seed's pages (../../editorial/pages.ts), keyed by slug. */

const terms: PageSeed = {
  slug: 'terms',
  title: 'Termos de serviço',
  lastUpdated: '2025-03-11',
  body: [
    {
      p: 'Obrigado pela visita. Estes termos explicam as regras para usar este site de guias, incluindo as notícias, o guia básico, os mapas interativos, os guias de heróis e quaisquer recursos opcionais, como contas ou uma assinatura premium. Leia com atenção; eles foram escritos da forma mais simples que um documento jurídico permite.',
    },
    {
      p: 'Este é um site de fãs independente. Ele **não é afiliado, endossado nem patrocinado pela publisher ou pela desenvolvedora do jogo**. Nomes do jogo, de heróis, de mapas e marcas relacionadas pertencem aos seus respectivos donos e são usados aqui apenas para identificar o jogo sobre o qual escrevemos.',
    },
    { h2: '1. Aceitação dos termos' },
    {
      p: 'Ao abrir, navegar ou usar o site de qualquer outra forma, você concorda com estes termos. Se não concordar, pare de usar o site. Quando dizemos "nós", estamos falando das pessoas que mantêm este site de fãs; "você" é qualquer pessoa que o visita ou usa.',
    },
    {
      p: 'Alguns recursos podem vir com regras extras, que mostramos no momento em que você os usa. Essas regras fazem parte destes termos.',
    },
    { h2: '2. Privacidade' },
    {
      p: 'Como coletamos, usamos e guardamos informações está descrito na nossa [Política de privacidade](/pt-br/privacy). Ao usar o site, você também aceita essa política, então leia-a junto com estes termos.',
    },
    { h2: '3. Mudanças nos termos' },
    {
      p: 'Podemos atualizar estes termos de tempos em tempos, por exemplo quando adicionamos um recurso ou quando a lei muda. A data no topo desta página sempre mostra quando a versão mais recente entrou em vigor.',
    },
    {
      p: 'Para **mudanças relevantes**, avisaremos com pelo menos **30 dias de antecedência** antes que entrem em vigor, publicando um aviso no site e, se você tiver uma conta com e-mail verificado, enviando um e-mail. Continuar usando o site depois que as mudanças entram em vigor significa que você as aceita.',
    },
    { h2: '4. Quem pode usar' },
    {
      p: 'Você precisa ter pelo menos **13 anos** para usar o site. Se for menor de idade onde mora, revise estes termos com seus pais ou responsável, e eles precisam concordar com eles em seu nome antes de você comprar uma assinatura.',
    },
    {
      p: 'Criar uma conta é **opcional**. A maior parte do site, incluindo todos os guias e notícias, pode ser lida sem conta. Se você criar uma, é responsável por manter seus dados de login em segurança e por tudo o que acontecer na sua conta.',
    },
    { h2: '5. Feedback' },
    {
      p: 'Adoramos ouvir os jogadores. Quando você envia feedback, ideias ou correções pelo site, nos dá permissão para usá-los para melhorar o site sem nos dever nada em troca. Podemos editar ou combinar sugestões e não somos obrigados a colocar todas em prática.',
    },
    {
      p: 'Não inclua senhas, dados de pagamento ou outras informações pessoais sensíveis em uma mensagem de feedback.',
    },
    { h2: '6. Assinaturas e pagamentos' },
    {
      p: 'Podemos oferecer uma **assinatura premium** opcional com extras, como uma experiência sem anúncios. O premium é cobrado antecipadamente no período que você escolher: **mensal, trimestral ou anual**. Os preços e o que está incluído aparecem antes de você confirmar a compra.',
    },
    {
      ul: [
        'Sua assinatura é renovada automaticamente ao fim de cada período até você cancelá-la. Você pode cancelar a qualquer momento, e o cancelamento vale a partir do fim do período atual.',
        'Você pode pedir o reembolso total em até **14 dias corridos a partir da compra inicial**. Depois disso, os pagamentos não são reembolsáveis, exceto quando a lei exigir o contrário.',
        'As renovações não estão cobertas pelo prazo de reembolso de 14 dias, a menos que a lei exija.',
        'Os pagamentos são processados por uma empresa de pagamentos terceirizada. Não vemos nem guardamos o número completo do seu cartão.',
        'Se mudarmos o preço de uma assinatura, avisaremos com antecedência, e o novo preço valerá a partir do seu próximo período de cobrança.',
      ],
    },
    { h2: '7. Conteúdo e propriedade intelectual' },
    {
      p: 'Os textos dos guias, as anotações dos mapas, as descrições dos marcadores, os layouts e outros materiais originais do site pertencem a nós ou às pessoas que os contribuíram. Você pode ler, compartilhar links e citar trechos curtos do nosso conteúdo para uso pessoal e não comercial, desde que dê crédito ao site.',
    },
    {
      p: 'O site pode permitir que você grave ou salve **melhores momentos de gameplay** e os compartilhe com outras pessoas. Os melhores momentos que você cria continuam sendo seus. Ao compartilhar um pelo site, você nos dá uma licença não exclusiva, mundial e isenta de royalties para hospedá-lo, exibi-lo e mostrá-lo no site enquanto ele continuar compartilhado. Você pode parar de compartilhar a qualquer momento e confirma que tem o direito de compartilhar tudo o que ele contém.',
    },
    { h2: '8. Condutas proibidas' },
    {
      p: 'Para manter o site útil para todos, você concorda em não:',
    },
    {
      ul: [
        'fazer scraping, copiar ou republicar grandes partes do site, nem usar ferramentas automáticas para baixá-lo em massa;',
        'tentar quebrar, sobrecarregar ou contornar a segurança do site;',
        'compartilhar melhores momentos ou mensagens ilegais, de ódio, de assédio, sexualmente explícitos ou que violem direitos de outras pessoas;',
        'se passar por outra pessoa ou mentir sobre a sua relação com alguém;',
        'divulgar cheats, exploits, venda de contas ou qualquer outra coisa que quebre as regras do jogo;',
        'interferir nos anúncios do site com o objetivo de fraudar anunciantes.',
      ],
    },
    { h2: '9. Links de terceiros' },
    {
      p: 'O site contém links para outros sites e serviços e exibe **anúncios** fornecidos por terceiros. Não controlamos esses sites nem anúncios e não somos responsáveis pelo conteúdo, pelos produtos ou pelas práticas de privacidade deles. Visitá-los é por sua conta e risco e segue os termos deles.',
    },
    { h2: '10. Encerramento' },
    {
      p: 'Você pode parar de usar o site a qualquer momento e, se tiver uma conta, excluí-la nas configurações da conta ou falando com a gente. Podemos suspender ou encerrar contas, remover melhores momentos compartilhados ou bloquear o acesso se estes termos forem violados ou se precisarmos proteger o site ou outros usuários.',
    },
    {
      p: 'Se encerrarmos uma conta com uma assinatura ativa por motivos que não sejam uma violação destes termos, reembolsaremos a parte não usada do período de cobrança atual.',
    },
    { h2: '11. Isenção de garantias' },
    {
      p: 'O site é oferecido **"no estado em que se encontra" e "conforme disponível"**. Os guias refletem o nosso entendimento do jogo no momento em que foram escritos, e o jogo muda com frequência; heróis, mapas e números podem estar desatualizados. Na medida em que a lei permite, não prometemos que o site será preciso, completo, ininterrupto ou livre de erros.',
    },
    { h2: '12. Indenização' },
    {
      p: 'Se alguém fizer uma reclamação contra nós por causa de conteúdo que você compartilhou, ou porque você violou estes termos ou a lei, você concorda em cobrir os custos e prejuízos razoáveis resultantes, incluindo honorários advocatícios razoáveis, na medida em que a lei permite.',
    },
    { h2: '13. Limitação de responsabilidade' },
    {
      p: 'Na máxima medida permitida pela lei, não somos responsáveis por prejuízos indiretos, incidentais, especiais ou consequentes, como dados perdidos, lucros perdidos ou uma partida ranqueada perdida, decorrentes do seu uso do site.',
    },
    {
      p: 'Nossa responsabilidade total por qualquer reclamação relacionada ao site é limitada a **o valor que você nos pagou nos 12 meses anteriores à reclamação, ou US$ 100, o que for maior**. Nada nestes termos limita a responsabilidade que não pode ser limitada por lei.',
    },
    { h2: '14. Lei aplicável' },
    {
      p: 'Estes termos são regidos pelas leis do lugar onde o responsável pelo site está sediado, sem considerar regras de conflito de leis. Se você mora em um lugar que lhe dá proteções extras como consumidor, essas proteções continuam valendo para você.',
    },
    { h2: '15. Resolução de disputas' },
    {
      p: 'Se algo der errado, fale com a gente primeiro. A maioria dos problemas pode ser resolvida de forma rápida e informal. Se não conseguirmos resolver uma disputa em até 30 dias depois do seu contato, qualquer uma das partes pode levá-la aos tribunais competentes, a menos que a lei de onde você mora exija outro processo.',
    },
    { h2: '16. Disposições gerais' },
    {
      ul: [
        'Estes termos, junto com a Política de privacidade, são o acordo completo entre você e nós sobre o site.',
        'Se alguma parte destes termos for considerada inexequível, o restante continua valendo.',
        'Se não exercermos um direito imediatamente, não abrimos mão dele.',
        'Você não pode transferir seus direitos sob estes termos sem o nosso consentimento. Podemos transferir os nossos como parte de uma venda ou reorganização do site.',
      ],
    },
    { h2: '17. Mudanças no serviço' },
    {
      p: 'O site é um projeto por hobby que cresce junto com o jogo. Podemos adicionar, mudar ou remover recursos, guias ou mapas a qualquer momento, e podemos pausar ou encerrar o site. Se descontinuarmos a assinatura premium, reembolsaremos a parte não usada de qualquer período que você já tenha pago.',
    },
    { h2: 'Contato' },
    {
      p: 'Dúvidas sobre estes termos? Use o link **Contato** no rodapé de qualquer página para nos mandar uma mensagem, e responderemos assim que pudermos.',
    },
  ],
}

const privacy: PageSeed = {
  slug: 'privacy',
  title: 'Política de privacidade',
  lastUpdated: '2025-04-12',
  body: [
    {
      p: 'Esta política explica quais informações este site de guias de fãs coleta, por que as coletamos e quais escolhas você tem. Tentamos coletar o mínimo possível: você pode ler todos os guias sem fazer login nem nos contar nada sobre você.',
    },
    { h2: 'Informações que coletamos' },
    {
      p: 'Coletamos informações de três formas: o que você nos dá, o que o seu navegador envia automaticamente e o que os nossos prestadores de serviço compartilham com a gente.',
    },
    {
      ul: [
        '**Mensagens de feedback e de contato.** Quando você envia uma mensagem pela janela de feedback ou de contato, guardamos a própria mensagem, o nome no Discord ou o e-mail opcional que você escolher incluir, a página de onde a enviou, seu navegador, dispositivo, sistema operacional, resolução de tela, a página de origem, seu fuso horário, seu endereço IP e o país a que ele corresponde. Esses dados nos ajudam a reproduzir bugs e a responder você.',
        '**Informações de uso.** Como a maioria dos sites, nossos servidores registram dados básicos das requisições, como endereço IP, páginas solicitadas e o horário da requisição.',
        '**Informações de conta e de pagamento**, somente se você criar uma conta ou comprar uma assinatura, conforme descrito abaixo.',
      ],
    },
    { h2: 'Cookies' },
    {
      p: 'Usamos um pequeno número de cookies e armazenamento parecido no navegador. Alguns são necessários para o site funcionar, por exemplo para lembrar se você recolheu a legenda ou a navegação do mapa. Outros são definidos por parceiros de análise e de publicidade. Você pode bloquear ou apagar cookies nas configurações do navegador; os guias continuam funcionando, mas algumas preferências não serão lembradas.',
    },
    { h2: 'Análise de uso' },
    {
      p: 'Usamos um serviço de análise para entender quais páginas são populares, como as pessoas encontram o site e onde elas empacam. Os dados são agregados e usados apenas para melhorar o site. Sempre que possível, pedimos ao nosso provedor de análise que encurte os endereços IP antes de guardá-los.',
    },
    { h2: 'Publicidade' },
    {
      p: 'A publicidade ajuda a pagar a hospedagem e mantém os guias gratuitos. Os anúncios podem ser personalizados com base na sua navegação, dependendo da sua localização e das escolhas que você fizer no nosso banner de consentimento. Assinantes premium veem o site sem anúncios.',
    },
    { h2: 'Nosso parceiro de publicidade' },
    {
      p: 'Os anúncios são exibidos por um parceiro de publicidade terceirizado. Esse parceiro e seus fornecedores podem usar cookies, identificadores de dispositivo e tecnologias semelhantes para exibir anúncios, limitar quantas vezes você vê o mesmo anúncio e medir o desempenho dos anúncios. O uso que eles fazem dos seus dados é regido pelas políticas de privacidade deles, e você pode gerenciar a publicidade personalizada pelas ferramentas de consentimento do site ou pelas configurações do seu navegador e dispositivo.',
    },
    { h2: 'Comunicação por e-mail' },
    {
      p: 'Se você nos der um e-mail em uma mensagem de contato, usamos ele apenas para responder você. Se você tiver uma conta, podemos enviar mensagens de serviço, como avisos sobre mudanças nos nossos termos ou na sua assinatura. Só enviaremos newsletters se você optar por recebê-las, e toda newsletter traz um link para cancelar a inscrição.',
    },
    { h2: 'Dados da conta' },
    {
      p: 'Contas são opcionais. Se você criar uma, guardamos seu e-mail, um nome de exibição, uma senha armazenada com hash seguro ou um token de login do provedor que você escolheu, suas preferências salvas e quaisquer melhores momentos de gameplay que você decidir compartilhar. Você pode editar ou excluir essas informações a qualquer momento.',
    },
    { h2: 'Pagamentos' },
    {
      p: 'Os pagamentos de assinatura são processados por uma empresa de pagamentos terceirizada. Recebemos a confirmação do seu pagamento, o período da sua assinatura e dados limitados, como a bandeira do cartão e os quatro últimos dígitos, mas nunca vemos nem guardamos o número completo do seu cartão.',
    },
    { h2: 'Seus direitos' },
    {
      p: 'Dependendo de onde você mora, você pode ter o direito de:',
    },
    {
      ul: [
        'acessar as informações pessoais que temos sobre você;',
        'pedir que as corrijamos ou excluamos;',
        'se opor a certos usos ou restringi-los, incluindo a publicidade personalizada;',
        'receber uma cópia dos seus dados em um formato portável;',
        'retirar um consentimento que você deu antes;',
        'reclamar à autoridade de proteção de dados do seu país.',
      ],
    },
    {
      p: 'Para exercer qualquer um desses direitos, fale com a gente pelo link no rodapé. Talvez precisemos confirmar sua identidade antes de atender a um pedido.',
    },
    { h2: 'Retenção de dados' },
    {
      p: 'Guardamos as mensagens de feedback enquanto forem úteis para melhorar o site e geralmente as apagamos em até dois anos. Os dados da conta são mantidos enquanto a sua conta estiver aberta e removidos em até 30 dias após a exclusão, exceto quando precisamos guardar registros de pagamento por motivos legais ou fiscais.',
    },
    { h2: 'Segurança' },
    {
      p: 'Usamos conexões criptografadas, limitamos quem pode acessar os dados armazenados e mantemos nosso software atualizado. Nenhum serviço online é perfeitamente seguro, então não podemos garantir segurança absoluta, mas avisaremos prontamente os usuários afetados se um vazamento colocar as informações deles em risco.',
    },
    { h2: 'Transferência do site' },
    {
      p: 'Se o site for vendido, fundido ou passado para novos mantenedores, as informações que temos podem ser transferidas como parte dessa mudança. O novo dono terá que respeitar esta política ou avisar você com clareza antes de fazer qualquer mudança nela.',
    },
    { h2: 'Privacidade de crianças' },
    {
      p: 'O site não é destinado a crianças menores de 13 anos, e **usuários menores de 13 anos não podem** criar contas nem nos enviar informações pessoais. Se descobrirmos que temos informações de uma criança menor de 13 anos, vamos apagá-las. Pais ou responsáveis que acharem que isso aconteceu podem falar com a gente.',
    },
    { h2: 'Mudanças nesta política' },
    {
      p: 'Podemos atualizar esta política quando adicionarmos recursos ou quando a lei mudar. A data no topo mostra a versão mais recente. Se uma mudança for significativa, publicaremos um aviso no site e mandaremos um e-mail para quem tem conta antes que ela entre em vigor.',
    },
    { h2: 'Contato' },
    {
      p: 'Dúvidas sobre a sua privacidade ou sobre esta política? Use o link **Contato** no rodapé de qualquer página e responderemos assim que pudermos.',
    },
  ],
}

const about: PageSeed = {
  slug: 'about',
  title: 'Sobre',
  lastUpdated: '2025-04-07',
  body: [
    {
      p: 'Boas-vindas! Somos um pequeno grupo de jogadores que vivia explicando os mesmos callouts, rotas de flanco e team-ups para os amigos, então resolvemos escrever tudo. Este site é o resultado: um guia gratuito, feito pela comunidade, para todo mundo, dos recrutas da primeira semana aos jogadores que estão grindando o próximo rank.',
    },
    {
      p: 'Somos fãs, não um estúdio. O site não é afiliado à publisher nem à desenvolvedora do jogo, e tudo o que está escrito aqui é a nossa opinião, testada nas nossas próprias partidas.',
    },
    { h2: 'Mapas interativos' },
    {
      p: 'Cada mapa é dividido em seções, e cada seção tem marcadores de kits de vida, rotas de flanco, high ground, gargalos e bons lugares para ultimates. Clique em um marcador para ver uma explicação curta e imagens, use a tela cheia para estudar um mapa inteiro e leia logo abaixo os hot spots, as rotas de breakout e as posições de utilidade. Comece pela [lista de mapas](/pt-br/maps).',
    },
    { h2: 'Domínio dos heróis' },
    {
      p: 'Cada herói ganha uma página com suas habilidades, no que ele é bom, quem dá counter nele, com quem ele combina e de quais team-ups ele faz parte. Heróis com mais de uma forma têm todas as variantes cobertas. Veja todos na [página de heróis](/pt-br/heroes).',
    },
    { h2: 'O guia básico' },
    {
      p: 'Novo no jogo ou vindo de outro shooter? [O guia básico](/pt-br/basics) passa pelas três funções, pelos modos de jogo, pelos modos arcade e pelas gírias que você vai ouvir no chat de voz, com algumas dicas que vencem mais partidas do que mira pura.',
    },
    { h2: 'Últimas notícias' },
    {
      p: 'Vex, quem escreve nossas notícias, cobre cada lançamento de temporada, herói novo e mapa novo, além das novidades do site e de uma ou outra nota de balanceamento. Fique em dia na [página de notícias](/pt-br/news).',
    },
    {
      p: 'Viu um erro ou teve uma ideia? Use a lâmpada no topo de qualquer página para mandar feedback, ou fale com a gente pelo link **Contato** no rodapé.',
    },
    {
      p: 'Mais uma coisa: todo bom guia precisa de uma fonte de boatos. [Conheça o nosso corretor de informações da casa](/pt-br/profiles/the-whisper).',
    },
  ],
}

export const pages: PageSeed[] = [terms, privacy, about]
