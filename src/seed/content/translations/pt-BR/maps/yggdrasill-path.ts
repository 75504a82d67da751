import type { MapGuideSeed } from '../../../types'
import { atCallout, atMarker, marker, utility } from '../../../maps/helpers'

/**
 * Brazilian Portuguese translation of the English seed's Yggdrasill Path guide (../../../maps/yggdrasill-path.ts), keyed
 * by map slug; sections, markers and placements in the same order, section and callout names as in the English.
 */
export const guide: MapGuideSeed = {
  map: 'yggdrasill-path',
  description:
    'Uma rota de Comboio que sobe pelas raízes da Árvore do Mundo, começando sob um portal de arco-íris cintilante e terminando no fundo do cerne da árvore. A carga serpenteia por um jardim de pedras rúnicas flutuantes e atravessa uma ponte de raiz viva, com muito espaço vertical para os voadores e longas linhas de visão para os snipers. Os defensores adoram as saliências elevadas, então os atacantes precisam vencer o high ground antes de a carga chegar a cada curva.',
  heroes: [
    {
      hero: 'groot',
      side: 'def',
      reason:
        'As paredes dele transformam pontos estreitos, como o arco da guarita e a ponte de raiz, em becos sem saída. Poucos heróis travam uma carga numa faixa apertada tão bem quanto ele.',
    },
    {
      hero: 'peni-parker',
      side: 'def',
      reason:
        'O ninho e as minas dela rendem mais onde a carga tem um único caminho, e este mapa está cheio deles. Os atacantes perdem um tempo precioso limpando as teias dela.',
    },
    {
      hero: 'hela',
      side: 'def',
      reason:
        'As ameias, o telhado do pavilhão e o galho suspenso dão a ela ângulos altos e seguros sobre a carga. Ela vence os duelos de longa distância em torno dos quais este mapa foi construído.',
    },
    {
      hero: 'hawkeye',
      side: 'def',
      reason:
        'As faixas retas pela ponte e pelo jardim deixam ele eliminar as escoltas muito antes de elas chegarem a um checkpoint.',
    },
    {
      hero: 'captain-america',
      side: 'atk',
      reason:
        'O escudo dele deixa o time levar a carga por trechos expostos como a ponte de raiz, e ele consegue avançar até os snipers que se sentem seguros numa saliência.',
    },
    {
      hero: 'the-thing',
      side: 'atk',
      reason:
        'Um brigão resistente que se dá bem no arco apertado e no túnel do cerne, onde os defensores não conseguem fazer kite nele. Ele mantém a carga andando enquanto os outros lutam em volta.',
    },
    {
      hero: 'magik',
      side: 'atk',
      reason:
        'Os portais e os dives rápidos dela deixam ela chegar a um sniper da defesa nas ameias ou no poleiro do galho antes que ele consiga reagir.',
    },
    {
      hero: 'storm',
      side: 'atk',
      reason:
        'Ela voa sobre o jardim aberto e o abismo com facilidade e acaba com os poleiros altos. A ultimate dela é brutal na ponte, onde escoltas e defensores ficam todos espremidos.',
    },
    {
      hero: 'rocket-raccoon',
      side: 'both',
      reason:
        'Avanços longos significam muitas mortes, e o sinalizador de ressurreição dele mantém um time vivo em lutas arrastadas em cada checkpoint.',
    },
    {
      hero: 'cloak-dagger',
      side: 'both',
      reason:
        'Cura constante, uma nuvem que bloqueia a visão para as longas linhas de visão e uma ultimate forte para segurar ou retomar a carga.',
    },
    {
      hero: 'adam-warlock',
      side: 'both',
      reason:
        'Uma ressurreição do time inteiro não tem preço num mapa em que uma luta perdida pode entregar uma seção inteira, e o vínculo de almas dele mantém vivos os companheiros espalhados.',
    },
  ],
  sections: [
    {
      name: 'Rainbow Gate',
      markers: [
        marker('spawn-door', 0.06, 0.82, 1, 'O spawn dos atacantes abre bem ao lado da carga. Subam nela junto com os tanques para ela começar a andar no momento em que as portas abrem, em vez de esperar o time inteiro.'),
        marker('spawn-door', 0.9, 0.12, 1, 'Nesta etapa, o spawn dos defensores fica a uma longa caminhada da primeira luta. Quem cair cedo deve se reagrupar na guarita em vez de voltar correndo sozinho pela praça aberta.'),
        marker('objective', 0.12, 0.72, 1, 'A carga começa numa praça rebaixada sob o arco-íris. Mantenha pelo menos um herói nela o tempo todo: os primeiros metros são os mais baratos que você vai ganhar na partida inteira.'),
        marker('choke-point', 0.4, 0.55, 2, 'O arco da guarita é o primeiro gargalo de verdade. A carga passa direto por ele, e os defensores que seguram a passagem com escudos conseguem travar aqui por muito tempo.'),
        marker('choke-point', 0.85, 0.55, 0, 'A rota volta a se estreitar numa escadaria entalhada perto do fim da seção. Os defensores que recuarem devem se reorganizar aqui, e não em campo aberto.'),
        marker('high-ground', 0.45, 0.3, 2, 'As ameias da guarita dominam a praça inteira. Os hitscans da defesa aqui em cima acertam tanto a carga quanto a saída do spawn dos atacantes, então resolva eles antes de forçar o arco.'),
        marker('high-ground', 0.2, 0.4, 1, 'Um afloramento rochoso no lado norte da praça é a resposta dos atacantes às ameias. Daqui, os seus heróis de longo alcance trocam de igual para igual com quem estiver na muralha.'),
        marker('flank-route', 0.3, 0.15, 1, 'Uma trilha à beira do penhasco, na borda norte, contorna a guarita inteira. Os atacantes usam ela para chegar às ameias por trás; os defensores devem ficar atentos aos passos nas pedras.'),
        marker('flank-route', 0.6, 0.88, 0, 'A passagem do fosso inferior corre por baixo da guarita e sai atrás da linha defensiva, do outro lado. É um caminho lento, mas quase ninguém pensa em vigiá-lo.'),
        marker('sightline', 0.7, 0.5, 1, 'Depois do arco, um trecho reto de estrada dá aos defensores uma linha limpa de volta até a guarita. Os snipers se instalam aqui para punir os atacantes que passam um de cada vez.'),
        marker('sightline', 0.28, 0.65, 0, 'Dos bancos de pedra da praça dá para ver dentro das seteiras das ameias. Duelistas de mira afiada conseguem tirar os defensores da muralha daqui.'),
        marker('hp-large', 0.52, 0.7, 0, 'Kit de vida grande na sala da guarda, logo depois do arco. Quem vence a luta no portão pega ele primeiro, então lute pelo arco e não pela praça aberta.'),
        marker('hp-small', 0.15, 0.25, 0, 'Kit de vida pequeno ao pé do afloramento, útil para os atacantes que trocam tiros com a muralha.'),
        marker('hp-small', 0.8, 0.3, 0, 'Kit de vida pequeno do lado da defesa na estrada, onde os snipers podem recuar para se recuperar entre um abate e outro.'),
        marker('destructible', 0.38, 0.42, 1, 'Os merlões de pedra das ameias desmoronam depois de dano suficiente. Derrubá-los tira a cobertura dos defensores e deixa a muralha um poleiro bem menos confortável.'),
        marker('ultimate-spot', 0.42, 0.6, 2, 'Os defensores caem em cima da carga dentro do arco toda vez que ela passa. As paredes mantêm todo mundo espremido, então uma ultimate de área aqui acerta a defesa inteira.'),
        marker('ultimate-spot', 0.75, 0.7, 1, 'O terreno aberto depois da sala da guarda é um bom lugar para os defensores soltarem uma ultimate de resposta enquanto os atacantes saem do arco.'),
      ],
      powerPosition: {
        defDescription:
          'Coloque dois heróis de longo alcance nas ameias e mantenha o tanque no arco. A muralha vê a praça inteira enquanto o arco para a carga, então os atacantes precisam dividir o esforço entre dois ângulos.',
        atkDescription:
          'Tome o afloramento primeiro e troque tiros com a muralha até os merlões quebrarem. Quando os defensores lá em cima caírem ou forem obrigados a descer, o arco vira uma briga simples que vocês vencem no número.',
      },
      breakout: {
        defDescription:
          'Se a carga já passou do arco, recue até a escadaria entalhada e se reorganizem juntos. Lutar dentro da sala da guarda com meio time só entrega o kit de vida grande aos atacantes.',
        atkDescription:
          'Quando o arco estiver fechado, mande um diver pela trilha do penhasco e comece a empurrar no momento em que as ameias se virarem para lidar com ele. A defesa não consegue olhar para os dois lados, e a carga passa.',
      },
      transformations: [
        { description: 'Os merlões ao longo das ameias da guarita podem ser destruídos a tiros, deixando os defensores na muralha quase sem cobertura.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloque o sinalizador atrás dos bancos de pedra da praça; ele fica perto da carga, mas protegido das ameias.', atMarker(10)),
        utility('rocket-raccoon', 'def', 'Largue o sinalizador na sala da guarda, ao lado do kit de vida grande, para os companheiros revividos voltarem direto para a luta no arco.', atMarker(11)),
        utility('peni-parker', 'def', 'Prenda o ninho de aranha na parede esquerda do arco. A carga tem que passar bem ao lado dele, e os drones incomodam todas as escoltas.', atMarker(3)),
        utility('peni-parker', 'def', 'Minas ao longo da trilha do penhasco, atrás das ameias, pegam os flankers subindo na direção dos seus snipers.', atMarker(7)),
        utility('the-punisher', 'def', 'Torreta nas ameias mirando a saída do spawn dos atacantes, para o ataque começar cada avanço sob fogo.', atMarker(5)),
        utility('the-punisher', 'atk', 'Suba de tirolesa ao topo do afloramento e instale a torreta virada para as seteiras da muralha, para os defensores não conseguirem levantar a cabeça.', atMarker(6)),
        utility('doctor-strange', 'atk', 'Um portal da praça até a trilha do penhasco coloca os seus divers nas ameias em segundos.', atMarker(7)),
        utility('doctor-strange', 'both', 'Ligar o afloramento à sala da guarda encurta a travessia da praça para o time que estiver vencendo no arco.'),
      ],
    },
    {
      name: 'Rune Stone Garden',
      markers: [
        marker('objective', 0.1, 0.6, 1, 'A carga entra no jardim por um largo caminho de pedra ao lado do lago. É o último terreno aberto antes do checkpoint, então forcem enquanto os defensores ainda estão recuando.'),
        marker('objective', 0.85, 0.45, 2, 'O primeiro checkpoint fica ao pé da escada do pavilhão. Chegar nele adianta o spawn dos atacantes, então os defensores precisam jogar tudo para parar a carga antes desses degraus.'),
        marker('spawn-door', 0.95, 0.2, 1, 'Os defensores agora renascem num santuário na encosta perto do checkpoint. A saída deixa você no telhado do pavilhão, um atalho útil para o high ground.'),
        marker('high-ground', 0.6, 0.22, 2, 'O telhado do pavilhão vê o jardim inteiro e o lago. É o poleiro favorito da defesa, mas fica exposto aos voadores que chegam por cima da água.'),
        marker('high-ground', 0.3, 0.2, 1, 'A crista sobre a pedreira de runas, no lado norte, dá aos atacantes um ângulo seguro de cima sobre o telhado do pavilhão.'),
        marker('choke-point', 0.5, 0.6, 1, 'Entre o lago e a parede de pedra, o caminho se estreita a pouco mais que a largura da carga. Defensores com barreira conseguem travar aqui, então limpe com dano em área.'),
        marker('choke-point', 0.72, 0.55, 0, 'O portão em forma de lua logo antes do checkpoint é o último aperto. Mantenha um herói na carga enquanto os tanques forçam a passagem pelo portão.'),
        marker('flank-route', 0.45, 0.9, 1, 'Pedras de travessia sobre o lago levam a uma gruta escondida que se abre ao lado do checkpoint. Duelistas rápidos podem usá-la para aparecer atrás dos tanques da defesa.'),
        marker('flank-route', 0.18, 0.08, 0, 'Um túnel da pedreira corta a crista norte e sai perto da escada do pavilhão, uma rota discreta para heróis de dive.'),
        marker('sightline', 0.35, 0.55, 1, 'As pedras rúnicas flutuando sobre o lago deixam um vão que forma uma linha reta da entrada do jardim até o pavilhão. Os snipers dos dois lados duelam através dele.'),
        marker('sightline', 0.78, 0.78, 0, 'Da saída da gruta dá para ver o portão da lua de lado, um ótimo ângulo para acertar os tanques focados para a frente.'),
        marker('hp-large', 0.55, 0.4, 0, 'Kit de vida grande debaixo dos beirais mais baixos do pavilhão. Os dois times querem ele, então lutas costumam estourar em volta dele.'),
        marker('hp-small', 0.22, 0.75, 0, 'Kit de vida pequeno ao lado da entrada do jardim, para os atacantes se recuperarem da troca de abertura.'),
        marker('hp-small', 0.88, 0.7, 0, 'Kit de vida pequeno perto dos degraus do checkpoint, usado pelos defensores que guardam os últimos metros.'),
        marker('destructible', 0.4, 0.35, 1, 'Várias pedras rúnicas flutuantes podem ser despedaçadas, ampliando a visão sobre o lago. Quebre elas se o seu time tiver os heróis de longo alcance mais fortes.'),
        marker('ultimate-spot', 0.8, 0.5, 2, 'Os defensores lotam os degraus do checkpoint durante a disputa final. Uma ultimate de área dos atacantes jogada nos degraus normalmente ganha o checkpoint de uma vez.'),
        marker('ultimate-spot', 0.48, 0.64, 1, 'O caminho estreito do lago prende as escoltas contra a carga, então ultimates defensivas que negam área são brutais aqui.'),
      ],
      powerPosition: {
        defDescription:
          'Monte o setup com um sniper no telhado do pavilhão e os tanques no caminho estreito do lago. O telhado cobre todas as aproximações, enquanto o caminho obriga a carga a se arrastar devagar e exposta.',
        atkDescription:
          'Tome a crista da pedreira primeiro. De lá dá para pressionar o telhado do pavilhão e vigiar o caminho do lago ao mesmo tempo, deixando os seus tanques levarem a carga pelo estreito sob fogo de cobertura.',
      },
      breakout: {
        defDescription:
          'Se a carga já passou do caminho do lago, não corra atrás dela até o portão da lua um de cada vez. Agrupem nos degraus do checkpoint com o kit de vida pequeno ao lado e façam os atacantes virem até vocês.',
        atkDescription:
          'Quando o caminho do lago estiver bloqueado, mande um duelista pelas pedras de travessia e outro pelo túnel da pedreira. A defesa vai se virar para lidar com eles, e essa é a deixa para passar com a carga.',
      },
      transformations: [
        { description: 'Algumas das pedras rúnicas que flutuam sobre o lago podem ser destruídas, abrindo uma linha de visão muito mais larga sobre a água.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconda o sinalizador dentro da pedreira de runas, onde ele fica fora da vista do telhado do pavilhão.', atMarker(8)),
        utility('rocket-raccoon', 'both', 'O time que controlar o pavilhão pode esconder um sinalizador debaixo dos beirais, ao lado do kit de vida grande.', atMarker(11)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha no estreito do caminho do lago, bem ao lado da rota da carga, para os atacantes terem que destruí-lo antes de escoltar.', atMarker(5)),
        utility('peni-parker', 'def', 'Minas na saída da gruta pegam os flankers que atravessaram as pedras do lago antes de chegarem à sua defesa do checkpoint.', atCallout('Grotto Exit')),
        utility('the-punisher', 'def', 'Torreta no telhado do pavilhão mirando a entrada do jardim, para punir as escoltas antes de elas chegarem ao lago.', atMarker(3)),
        utility('the-punisher', 'atk', 'Instale a torreta na crista da pedreira para segurar quem estiver no telhado do pavilhão.', atMarker(4)),
        utility('doctor-strange', 'atk', 'Portal da entrada do jardim até a gruta para parte do seu time aparecer atrás da defesa do checkpoint.', atCallout('Grotto Exit')),
        utility('doctor-strange', 'def', 'Ligue o santuário da encosta ao caminho do lago para os defensores que renascem voltarem na hora ao gargalo.'),
      ],
    },
    {
      name: 'Root Bridge',
      markers: [
        marker('spawn-door', 0.05, 0.3, 1, 'Com o primeiro checkpoint tomado, os atacantes renascem no santuário logo atrás dele. Saiam em grupo, porque a ponte pune quem chega sozinho.'),
        marker('objective', 0.15, 0.5, 1, 'A carga sai do jardim e entra na grande raiz. Depois que ela está na ponte, não há cobertura lateral para as escoltas, então os tanques precisam proteger pela frente.'),
        marker('objective', 0.85, 0.5, 1, 'O segundo checkpoint fica na ponta da raiz, onde ela encontra o tronco. Chegar aqui dá aos atacantes um spawn dentro da árvore para o avanço final.'),
        marker('choke-point', 0.5, 0.5, 2, 'O meio da raiz é o ponto mais estreito do mapa inteiro. Um herói com barreira consegue segurar a carga aqui enquanto os companheiros atiram de cima das saliências.'),
        marker('high-ground', 0.45, 0.15, 2, 'Um galho enorme suspenso forma um poleiro natural sobre a ponte. Os defensores aqui em cima conseguem acertar a carga por trás dos escudos dos atacantes.'),
        marker('high-ground', 0.7, 0.82, 1, 'Uma plataforma de musgo logo abaixo da borda da ponte dá aos atacantes um ângulo seguro de baixo para cima sobre a ponta da raiz.'),
        marker('flank-route', 0.35, 0.85, 1, 'Uma passarela de madeira agarrada à parte de baixo da raiz deixa os flankers atravessarem o abismo sem serem vistos do tabuleiro.'),
        marker('flank-route', 0.6, 0.08, 0, 'Cipós pendurados ao longo do galho de cima se ligam ao tronco, e heróis com mobilidade podem escalar por eles até o poleiro da defesa.'),
        marker('sightline', 0.25, 0.45, 1, 'Do começo da ponte você tem uma linha reta até a porta do tronco. Os hitscans devem ficar aqui atrás e atirar por cima dos próprios tanques.'),
        marker('sightline', 0.78, 0.35, 0, 'A sacada do tronco olha direto de volta pela ponte. Os snipers da defesa ganham tiros de graça em quem pisa na raiz.'),
        marker('hp-large', 0.9, 0.75, 0, 'Kit de vida grande na cavidade da base do tronco, a tábua de salvação dos defensores durante a resistência no checkpoint.'),
        marker('hp-small', 0.12, 0.8, 0, 'Kit de vida pequeno no começo da ponte, ao lado do santuário. Os atacantes devem pegar ele antes de pisar na raiz, já que não há nada para curar lá fora no tabuleiro.'),
        marker('hp-small', 0.55, 0.25, 0, 'Kit de vida pequeno no galho suspenso, uma recompensa para quem subir primeiro.'),
        marker('destructible', 0.4, 0.78, 1, 'A passarela debaixo da raiz pode ser destruída a tiros. Os defensores que a destroem tiram dos atacantes a única travessia escondida.'),
        marker('destructible', 0.72, 0.2, 1, 'Um galho morto sobre a ponta da raiz pode ser derrubado; quando cai, vira uma nova cobertura ao lado da rota da carga.'),
        marker('ultimate-spot', 0.5, 0.42, 2, 'As escoltas se amontoam na ponte porque não há outro lugar para ficar. Uma única ultimate de área aqui pode apagar um avanço inteiro.'),
        marker('ultimate-spot', 0.88, 0.42, 1, 'Ultimates de empurrão na ponta do tronco podem arremessar os atacantes para fora da ponte, na névoa lá embaixo.'),
      ],
      powerPosition: {
        defDescription:
          'Ocupem o galho suspenso e a sacada do tronco ao mesmo tempo para atirar na ponte de duas alturas. Os atacantes na raiz não têm onde se esconder e levam dano só por encostar na carga.',
        atkDescription:
          'Vençam primeiro a plataforma de musgo e a linha de visão do começo da ponte; elas deixam os seus heróis de dano pressionarem o tronco sem pisar na ponte. Só empurrem a carga quando o sniper da sacada cair.',
      },
      breakout: {
        defDescription:
          'Se a carga chegar à ponta do tronco, recue para a cavidade com o kit de vida grande e ataque de dentro, onde os escudos dos atacantes não cobrem todos os ângulos.',
        atkDescription:
          'Quando o meio da raiz estiver trancado, mande dois flankers pela passarela de baixo enquanto o seu tanque continua empurrando a carga. Os defensores olhando para baixo não conseguem vigiar o tabuleiro ao mesmo tempo.',
      },
      transformations: [
        { description: 'A passarela de madeira debaixo da raiz pode ser destruída, acabando com a travessia escondida e deixando só uma queda livre.' },
        { description: 'Um galho morto sobre a ponta do tronco pode ser derrubado a tiros, e quando cai forma uma nova cobertura ao lado da rota da carga.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloque o sinalizador no começo da ponte, ao lado do santuário, onde as ressurreições ficam a salvo do sniper da sacada do tronco.', atMarker(11)),
        utility('rocket-raccoon', 'both', 'Na plataforma de musgo abaixo da borda, um sinalizador é difícil de ver de qualquer ponta da ponte.', atMarker(5)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha na borda da raiz, no meio da ponte; os atacantes precisam destruí-lo antes de escoltar mais um metro.', atMarker(3)),
        utility('peni-parker', 'def', 'Minas no alto dos cipós impedem que quem escala chegue ao poleiro do galho.', atMarker(7)),
        utility('the-punisher', 'def', 'Torreta na sacada do tronco mirando direto pela ponte, onde as escoltas não têm atrás do que se esconder.', atMarker(9)),
        utility('the-punisher', 'atk', 'Suba de tirolesa ao galho suspenso e atire com a torreta para dentro da cavidade do tronco.', atMarker(4)),
        utility('doctor-strange', 'atk', 'Um portal do começo da ponte até a plataforma de musgo deixa o seu time pular a parte exposta do tabuleiro.', atMarker(5)),
        utility('doctor-strange', 'def', 'Ligue a cavidade do tronco ao galho suspenso para os defensores retomarem o high ground na hora.'),
      ],
    },
    {
      name: 'Heartwood Hall',
      markers: [
        marker('spawn-door', 0.08, 0.62, 1, 'O último spawn dos atacantes abre logo dentro do tronco. O salão é apertado, então esperem os tanques antes de correr pelo corredor iluminado por lanternas.'),
        marker('spawn-door', 0.93, 0.15, 1, 'O spawn dos defensores domina o trecho final de uma sacada entalhada, e dá para pular direto na direção do altar.'),
        marker('objective', 0.2, 0.5, 1, 'A carga entra no cerne por um túnel de raízes. Mantenha ela andando enquanto os defensores ainda estão se posicionando.'),
        marker('objective', 0.82, 0.55, 2, 'O ponto de entrega é um altar brilhante no coração da árvore. Agora cada metro conta, então nunca deixe a carga sozinha na prorrogação.'),
        marker('choke-point', 0.35, 0.5, 1, 'A boca do túnel de raízes mal cabe a carga e dois heróis. Defensores com dano em área conseguem segurar ela por muito tempo.'),
        marker('choke-point', 0.65, 0.62, 1, 'A rampa em espiral até o altar é o último gargalo; vença a luta aqui e a partida normalmente é sua.'),
        marker('high-ground', 0.55, 0.2, 2, 'Um anel de galerias entalhadas circunda o salão. Quem domina o anel de cima consegue ver o trecho final inteiro.'),
        marker('high-ground', 0.3, 0.2, 1, 'O sótão das lanternas sobre o túnel deixa os atacantes atirarem nas galerias sem precisar subir a rampa.'),
        marker('flank-route', 0.5, 0.88, 1, 'Um canal de seiva corre por baixo do piso do salão e sai perto do altar, uma rota sorrateira para os divers.'),
        marker('flank-route', 0.15, 0.2, 0, 'Uma escada estreita ao lado do spawn dos atacantes sobe até o sótão das lanternas; use ela se o túnel estiver bloqueado.'),
        marker('sightline', 0.45, 0.45, 1, 'Há uma linha reta da boca do túnel até o altar. Os snipers da defesa adoram ela, então os atacantes devem avançar atrás de um escudo.'),
        marker('sightline', 0.72, 0.3, 0, 'Da galeria leste dá para vigiar a saída do canal de seiva e a rampa ao mesmo tempo.'),
        marker('hp-large', 0.4, 0.75, 0, 'Kit de vida grande numa alcova ao lado do túnel, o principal lugar de recuperação dos atacantes.'),
        marker('hp-small', 0.7, 0.85, 0, 'Kit de vida pequeno junto à saída do canal de seiva. Os divers podem se curar aqui depois de se arrastar por baixo do salão, antes de surgir no altar.'),
        marker('hp-small', 0.85, 0.3, 0, 'Kit de vida pequeno na sacada entalhada dos defensores. Recue até ele entre as ondas em vez de sair do altar para procurar cura em outro lugar.'),
        marker('ultimate-spot', 0.78, 0.6, 2, 'Os defensores se amontoam no altar na prorrogação. Uma ultimate que pegue o time todo aqui normalmente encerra a partida.'),
        marker('ultimate-spot', 0.5, 0.55, 1, 'O centro do piso do salão é onde os dois times se encontram; ultimates de zona aqui podem travar a carga por tempo suficiente para os seus respawns chegarem.'),
      ],
      powerPosition: {
        defDescription:
          'Dominem o anel de galerias de cima e mantenham o tanque no alto da rampa em espiral. De lá dá para ver o túnel, o piso do salão e a saída do canal de seiva, então nada chega ao altar sem ser visto.',
        atkDescription:
          'Tome o sótão das lanternas com os heróis de longo alcance e enfrente as galerias de lá. Quando o anel estiver limpo, a rampa vira uma briga em que os seus tanques têm vantagem numérica.',
      },
      breakout: {
        defDescription:
          'Se os atacantes encurralarem vocês atrás da rampa, mandem um ou dois heróis pelo canal de seiva e ataquem a retaguarda deles perto do túnel. A carga para toda vez que eles se viram.',
        atkDescription:
          'Quando o túnel estiver bloqueado, mande um diver pela escada estreita até o sótão enquanto o resto pressiona a boca do túnel. Segurem as ultimates até os defensores se comprometerem com a rampa e então entrem com tudo juntos.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Mantenha o sinalizador na alcova ao lado do kit de vida grande para os companheiros revividos se recuperarem antes de voltar.', atMarker(12)),
        utility('rocket-raccoon', 'def', 'Coloque o sinalizador na sacada entalhada junto ao seu spawn para os aliados revividos pularem direto no altar.', atMarker(14)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha no alto da rampa em espiral, bem onde os atacantes precisam subir para entregar a carga.', atMarker(5)),
        utility('peni-parker', 'def', 'Minas na boca do túnel de raízes pegam as escoltas que andam à frente da carga.', atMarker(4)),
        utility('the-punisher', 'def', 'A torreta na galeria leste cobre a rampa em espiral e a saída do canal de seiva com uma única varrida.', atCallout('East Gallery')),
        utility('the-punisher', 'atk', 'Uma torreta no sótão das lanternas varre as galerias e mantém os defensores fora do anel.', atMarker(7)),
        utility('doctor-strange', 'atk', 'Portal do seu spawn até o canal de seiva para flanquear o altar enquanto os tanques seguram o túnel.', atMarker(8)),
        utility('doctor-strange', 'both', 'Ligar o sótão das lanternas ao anel de galerias transforma o high ground num único espaço conectado para quem o controla.'),
      ],
    },
  ],
}
