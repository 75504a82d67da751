import type { MapGuideSeed } from '../../../types'
import { atCallout, atMarker, marker, utility } from '../../../maps/helpers'

/**
 * Brazilian Portuguese translation of the English seed's Royal Palace guide (../../../maps/royal-palace.ts), keyed by
 * map slug; sections, markers and placements in the same order, section and callout names as in the English.
 */
export const guide: MapGuideSeed = {
  map: 'royal-palace',
  description:
    'Um palácio reluzente de ouro e mármore, empoleirado acima das nuvens de Yggsgard, onde cada rodada de Dominação é disputada numa ala diferente dos domínios reais. Os pontos ficam em salões amplos e ornamentados, cercados de sacadas e galerias, então quem domina os andares de cima normalmente domina a luta. As caminhadas desde o spawn são curtas, o que significa reengajes constantes e muito espaço para os voadores brilharem.',
  heroes: [
    {
      hero: 'magneto',
      side: 'def',
      reason:
        'A barreira e o dano constante a média distância deixam ele se plantar num ponto e simplesmente se recusar a sair. As zonas de captura compactas do palácio combinam com um tanque que quer ficar parado absorvendo pressão.',
    },
    {
      hero: 'invisible-woman',
      side: 'def',
      reason:
        'Os escudos e empurrões dela mantêm os divers longe de um time ancorado no ponto. Na rodada do observatório, os empurrões dela podem mandar atacantes descuidados pelas bordas abertas.',
    },
    {
      hero: 'winter-soldier',
      side: 'def',
      reason:
        'O gancho dele arranca heróis sozinhos das sacadas e os afasta dos curandeiros. Ele pune qualquer um que tente contestar o ponto por uma única porta.',
    },
    {
      hero: 'hawkeye',
      side: 'def',
      reason:
        'A sacada norte, o mezanino da sala do trono e a torre do telescópio são poleiros perfeitos para um arqueiro. Um Hawkeye confiante consegue segurar uma entrada inteira sozinho.',
    },
    {
      hero: 'thor',
      side: 'atk',
      reason:
        'Thor mergulha nas sacadas, intimida os heróis da retaguarda e leva uma luta do time inteiro para o ponto. A mobilidade dele facilita atravessar os salões verticais do palácio.',
    },
    {
      hero: 'venom',
      side: 'atk',
      reason:
        'Venom se balança até as galerias num piscar de olhos e consegue puxar um sniper do poleiro. Ele é ideal para quebrar um time que depende do high ground.',
    },
    {
      hero: 'psylocke',
      side: 'atk',
      reason:
        'As colunatas e os corredores escondidos dão a ela rotas seguras constantes até as costas de um estrategista. A ultimate dela é devastadora nos pontos apertados e lotados.',
    },
    {
      hero: 'star-lord',
      side: 'atk',
      reason:
        'Ele dispara entre as sacadas e metralha curandeiros expostos de ângulos que o outro time raramente vigia. Ótimo para enfraquecer uma defesa antes de os seus tanques entrarem.',
    },
    {
      hero: 'doctor-strange',
      side: 'both',
      reason:
        'Um escudo grande e portais que ligam o spawn ao high ground fazem dele útil tanto para segurar quanto para retomar. Toda rodada tem um portal que economiza segundos preciosos.',
    },
    {
      hero: 'luna-snow',
      side: 'both',
      reason:
        'Cura explosiva forte e uma ultimate que decide lutas para as longas brigas de prorrogação que o palácio produz. Ela fica à vontade tanto nas rodadas internas quanto nas ao ar livre.',
    },
    {
      hero: 'mantis',
      side: 'both',
      reason:
        'Os aumentos de dano dela viram a seu favor uma luta apertada no ponto, e ela é leve o bastante para se esconder atrás de pilares e fontes entre uma cura e outra.',
    },
    {
      hero: 'hela',
      side: 'both',
      reason:
        'As longas linhas de visão internas e as sacadas sobre cada ponto deixam ela conseguir abates de uma distância segura. Ela é igualmente perigosa protegendo um ponto ou abrindo caminho até ele.',
    },
  ],
  sections: [
    {
      name: 'Golden Courtyard',
      markers: [
        marker('spawn-door', 0.06, 0.5, 1, 'O portão do time oeste abre para uma rampa curta de pedra. Juntem-se no alto por alguns segundos para os seis chegarem à fonte juntos, em vez de chegarem um de cada vez.'),
        marker('spawn-door', 0.94, 0.52, 1, 'O portão leste fica um pouco mais longe do círculo, então este lado costuma chegar em segundo à luta de abertura. Use esses segundos para combinar qual sacada os seus divers vão pegar.'),
        marker('objective', 0.5, 0.52, 2, 'O círculo de captura envolve uma fonte dourada que divide o ponto em duas metades. Os tanques devem ficar na metade virada para o inimigo, para a fonte bloquear as linhas de visão até os próprios curandeiros.'),
        marker('high-ground', 0.42, 0.18, 2, 'A sacada norte domina o círculo inteiro e é alcançada pela escada atrás da cerca viva. Um duelista hitscan empoleirado aqui pune qualquer um que pise no ponto sem escudo.'),
        marker('high-ground', 0.62, 0.85, 1, 'O telhado plano da galeria sul é mais baixo que a sacada, mas muito mais seguro, já que uma única rampa leva até ele. Um estrategista curando daqui fica fora do alcance da maioria dos heróis corpo a corpo.'),
        marker('choke-point', 0.27, 0.5, 1, 'O arco oeste afunila todo mundo que sai daquele spawn por uma única porta. Dano em área e armadilhas aqui atrasam um reagrupamento muito mais do que lutar no próprio ponto.'),
        marker('choke-point', 0.73, 0.47, 0, 'O arco leste é um par de portas separadas por um pilar grosso. Uma barreira plantada logo à frente do pilar cobre as duas aberturas enquanto o seu time acumula progresso de captura.'),
        marker('flank-route', 0.34, 0.88, 1, 'A colunata sul atravessa quase toda a largura do pátio atrás de uma fileira de pilares. Os flankers podem usar ela para chegar à retaguarda inimiga, mas o telhado da galeria vigia ela de perto.'),
        marker('flank-route', 0.66, 0.12, 0, 'Um caminho margeado por cercas vivas ao longo do muro norte liga o spawn leste à escada da sacada. Confira ele sempre que os seus curandeiros começarem a levar dano de um ângulo que ninguém avisou.'),
        marker('sightline', 0.18, 0.32, 1, 'Do alto da escada oeste dá para ver direto, por cima da fonte, até o arco leste. Heróis de longo alcance podem ir tirando vida do outro time enquanto ele passa pelas portas, antes de a luta de verdade começar.'),
        marker('sightline', 0.82, 0.7, 0, 'Uma faixa diagonal a partir da esquina da galeria leste alcança a metade sul do círculo. É o melhor ângulo para acertar quem se esconde atrás da fonte do lado oeste.'),
        marker('hp-large', 0.5, 0.21, 0, 'Kit de vida grande escondido debaixo da sacada norte. Quem domina a sacada na prática domina este kit também, então só recue até aqui quando o seu time segurar o andar de cima.'),
        marker('hp-small', 0.3, 0.74, 0, 'Kit de vida pequeno ao pé da colunata; pegue ele no caminho até o ponto ou depois de vencer um duelo rápido no flanco.'),
        marker('hp-small', 0.7, 0.27, 0, 'Kit de vida pequeno ao lado do arco leste, útil para um tanque que segurou a rajada de abertura e precisa completar a vida antes de voltar.'),
        marker('destructible', 0.45, 0.64, 1, 'As urnas douradas em volta da fonte se despedaçam sob fogo contínuo. Quando elas somem, a própria fonte é a única cobertura de verdade que sobra no círculo de captura.'),
        marker('ultimate-spot', 0.5, 0.4, 2, 'Os jogadores se amontoam na borda da fonte enquanto contestam. Uma ultimate de área larga jogada aqui na prorrogação pode pegar quase todo mundo que está no ponto.'),
        marker('ultimate-spot', 0.58, 0.2, 1, 'Saltar da sacada norte dá uma visão limpa do círculo inteiro, o que faz dela um ótimo ponto de partida para ultimates de dive mirando a retaguarda.'),
      ],
      powerPosition: {
        defDescription:
          'Quando o ponto for seu, ancore o tanque na metade leste da fonte e mantenha um hitscan na sacada norte. A sacada cobre os dois arcos, então o outro time precisa gastar cooldowns limpando ela antes mesmo de encostar no círculo.',
        atkDescription:
          'Para retomar o pátio, trate a sacada norte como o seu primeiro objetivo, e não a fonte. Mande um diver pelo caminho das cercas vivas enquanto os seus tanques pressionam o arco leste, e caiam em cima do ponto no instante em que o high ground cair.',
      },
      breakout: {
        defDescription:
          'Se o outro time tem a sacada e você está preso dentro do seu arco, rotacione pela colunata sul em vez de entrar de novo no mesmo fogo cruzado. Fazer eles se virarem para o telhado da galeria divide a atenção deles e deixa o seu tanque voltar para a fonte.',
        atkDescription:
          'Quando a fonte e a sacada estiverem as duas trancadas, force os cooldowns a partir da linha de visão da escada oeste e depois avancem pelos dois arcos no mesmo momento. Duas entradas ao mesmo tempo é mais do que uma única barreira consegue cobrir.',
      },
      transformations: [
        { description: 'As urnas douradas em volta da fonte se quebram durante a rodada, transformando a metade sul do círculo em terreno nu e aberto.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'def', 'Esconda o sinalizador de ressurreição atrás da fonte, no seu lado do círculo; ele fica oculto dos dois arcos e traz um companheiro caído direto de volta ao ponto.', atCallout('Fountain')),
        utility('rocket-raccoon', 'atk', 'Coloque o sinalizador no fundo da colunata sul antes de uma retomada, para qualquer aliado revivido já estar na rota de flanco rumo ao telhado da galeria.', atMarker(7)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha debaixo da sacada norte, ao lado do kit de vida grande; ele protege o kit e dá a Peni um lugar coberto de onde segurar o círculo.', atMarker(11)),
        utility('peni-parker', 'def', 'Espalhe minas logo depois do arco oeste. Quem sai correndo daquele spawn pisa nelas antes mesmo de ver a fonte.', atMarker(5)),
        utility('the-punisher', 'def', 'Instale a torreta no telhado da galeria sul virada para o arco leste. Ela varre a porta e metade do círculo, e só uma rampa leva até você.', atCallout('Gallery Roof')),
        utility('the-punisher', 'both', 'Use a tirolesa até a sacada norte e plante a torreta no parapeito para destroçar um time parado em volta da fonte, seja qual for o seu lado.', atCallout('North Balcony')),
        utility('doctor-strange', 'atk', 'Abra um portal da rampa do seu spawn até o caminho das cercas vivas para os seus divers chegarem à sacada antes que o outro time perceba que o high ground está sob ataque.', atMarker(8)),
        utility('doctor-strange', 'both', 'Ligue a escada oeste ao telhado da galeria para rotações instantâneas entre as duas posições elevadas. O portal funciona para todo mundo, então feche a luta rápido quando ela mudar de lugar.', atCallout('West Stairs')),
      ],
    },
    {
      name: 'Throne Room',
      markers: [
        marker('spawn-door', 0.05, 0.45, 1, 'As portas oeste abrem direto para o salão de baixo. A caminhada é tão curta que um time derrotado está de volta em segundos, então nunca corra atrás de um abate até esta porta.'),
        marker('spawn-door', 0.95, 0.55, 1, 'O spawn leste sai atrás do próprio trono. Os jogadores deste lado têm uma primeira olhada elevada sobre o estrado, o que deixa a espiada de abertura deles um pouco mais forte.'),
        marker('objective', 0.5, 0.5, 2, 'O ponto é um estrado elevado no centro do salão, com dois degraus rasos de cada lado. O degrau de cima dá uma pequena vantagem de altura, mas deixa você visível dos dois mezaninos.'),
        marker('high-ground', 0.5, 0.14, 2, 'O mezanino norte percorre todo o comprimento do salão acima dos pilares. É o lugar mais forte da sala para dano à distância, embora o parapeito fino ofereça pouca proteção contra voadores.'),
        marker('high-ground', 0.48, 0.87, 1, 'O mezanino sul é mais estreito e quebrado no meio por um trecho desabado, então os heróis aqui em cima precisam de um pulo ou de um gancho para passar de uma metade para a outra.'),
        marker('choke-point', 0.22, 0.46, 1, 'A colunata oeste se estreita em três vãos entre pilares. Os brigões brilham aqui: escudos e dano de perto decidem quem põe o pé no estrado.'),
        marker('choke-point', 0.8, 0.6, 0, 'Os degraus que descem do trono são a única entrada larga do lado leste. Um tanque parado ao pé deles obriga o outro time a pular para o curto alcance.'),
        marker('choke-point', 0.64, 0.72, 0, 'O vão entre o último pilar e a escada do mezanino sul mal cabe dois heróis. Bloquear ele com uma barreira para na hora os flankers que saem do tesouro.'),
        marker('flank-route', 0.3, 0.08, 1, 'Um corredor estreito do arsenal atrás do muro norte liga o spawn oeste à escada do mezanino. É o jeito mais rápido de chegar ao high ground sem atravessar o piso do salão.'),
        marker('flank-route', 0.7, 0.93, 1, 'A passagem do tesouro ao longo do muro sul deixa os flankers surgirem bem ao lado do estrado. Preste atenção nos passos na grade de metal dela antes de deixar os seus curandeiros perto dessa saída.'),
        marker('sightline', 0.12, 0.7, 0, 'Da esquina sudoeste dá para olhar direto pelo salão até os degraus do trono. Os snipers usam essa faixa para eliminar quem fica parado na entrada leste.'),
        marker('sightline', 0.88, 0.25, 1, 'A esquina ao lado do trono vê a colunata oeste inteira. É um ótimo lugar para avisar quando o outro time está se reagrupando para mais um avanço.'),
        marker('hp-large', 0.35, 0.88, 0, 'Kit de vida grande na alcova do tesouro. Os flankers adoram ele porque dá para se recuperar no meio do duelo sem recuar até o estrado.'),
        marker('hp-small', 0.62, 0.12, 0, 'Kit de vida pequeno na ponta leste do mezanino norte, ideal para um hitscan que levou dano aos poucos segurando o parapeito.'),
        marker('hp-small', 0.4, 0.62, 0, 'Kit de vida pequeno atrás do pilar mais próximo do estrado; um passo rápido para fora do ponto pega ele sem entregar muito tempo de captura.'),
        marker('ultimate-spot', 0.52, 0.33, 2, 'Quem está no estrado se junta atrás dos degraus virados para o trono para se esconder do mezanino norte. Uma ultimate de puxão ou atordoamento aqui pega todos sem ter para onde correr.'),
        marker('ultimate-spot', 0.25, 0.25, 1, 'O espaço debaixo da escada do mezanino norte é um cantinho seguro para carregar uma ultimate, e leva direto ao salão quando a luta começa.'),
      ],
      powerPosition: {
        defDescription:
          'Segure os degraus do trono com o tanque e mantenha um duelista no mezanino norte. Juntos, esses dois lugares veem os dois vãos da colunata e todas as rotas até o estrado, então o outro time está sempre lutando morro acima.',
        atkDescription:
          'Suba ao mezanino norte pelo corredor do arsenal antes de se comprometer com o estrado. Quando os seus heróis de longo alcance dominarem esse parapeito, o time que segura perde o lugar de cura mais seguro e o ponto vira uma armadilha para eles.',
      },
      breakout: {
        defDescription:
          'Se você estiver encurralado atrás do trono, mande um herói pela passagem do tesouro para puxar a atenção para o sul e depois desça o tanque pelos degraus do trono enquanto o outro time se vira. Uma volta em duas frentes ganha de atravessar a colunata um de cada vez.',
        atkDescription:
          'Quando o estrado estiver trancado, mande um flanker escondido pelo corredor do arsenal e empurre os outros cinco pelos vãos dos pilares como um grupo compacto. A confusão no mezanino dá ao seu grupo principal o instante de que ele precisa para subir no ponto.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'def', 'Coloque o sinalizador de ressurreição debaixo da escada do mezanino norte: perto do estrado, mas escondido de todas as linhas de sniper do salão.', atCallout('Stair Pocket')),
        utility('rocket-raccoon', 'atk', 'Largue o sinalizador dentro do corredor do arsenal antes de avançar, para quem for revivido voltar já no caminho do high ground.', atMarker(8)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha nos degraus do trono, onde a entrada leste se estreita; os drones que nascem ali pegam os divers pulando do mezanino.', atMarker(6)),
        utility('peni-parker', 'both', 'Minas no trecho desabado do mezanino sul punem qualquer um que tente pular o buraco, seja de que time for.', atMarker(4)),
        utility('the-punisher', 'def', 'Instale a torreta na ponta leste do mezanino norte; uma varrida cobre a colunata inteira e o estrado.', atMarker(13)),
        utility('the-punisher', 'atk', 'Da linha de visão da esquina sudoeste, a torreta segura os degraus do trono enquanto os seus companheiros sobem no ponto.', atMarker(10)),
        utility('doctor-strange', 'atk', 'Abra um portal das portas oeste até a alcova do tesouro para os seus flankers chegarem ao lado do estrado com o kit de vida grande nas costas.', atMarker(12)),
        utility('doctor-strange', 'def', 'Um portal entre o trono e o mezanino norte deixa o seu time se reposicionar na hora, assim que o high ground começar a escapar.'),
      ],
    },
    {
      name: 'Starlit Observatory',
      markers: [
        marker('spawn-door', 0.08, 0.3, 1, 'O spawn oeste sai numa passarela elevada que desce em curva até o ponto. Use a altura no caminho para ver qual flanco o outro time está pegando.'),
        marker('spawn-door', 0.92, 0.7, 1, 'O spawn leste abre ao lado da torre do telescópio. Uma subida rápida pela escada da torre na saída pode garantir o melhor poleiro da rodada antes da primeira luta.'),
        marker('objective', 0.5, 0.5, 2, 'O ponto é uma plataforma redonda debaixo de um planetário gigante de latão. Ela não tem parede nenhuma, então o time que controla as saliências em volta decide quem pode ficar nela.'),
        marker('high-ground', 0.82, 0.3, 2, 'A torre do telescópio é o poleiro mais alto da rodada e vigia o ponto e as duas pontes. Só uma escada em caracol leva até lá, então ela vira uma armadilha quando os divers cortam esse caminho.'),
        marker('high-ground', 0.22, 0.7, 1, 'Um terraço elevado das cartas estelares, no lado oeste, oferece um ângulo mais baixo porém mais seguro sobre o ponto, com paredes sólidas para se abaixar entre os tiros.'),
        marker('choke-point', 0.35, 0.35, 1, 'A ponte oeste é longa, fina e totalmente descoberta. Heróis de empurrão podem punir quem a atravessa jogando a pessoa pela borda.'),
        marker('choke-point', 0.66, 0.66, 0, 'A rampa leste chega à plataforma por um portão estreito entre dois postes de lanterna. Uma barreira colocada aqui para um avanço inteiro na hora.'),
        marker('flank-route', 0.5, 0.9, 1, 'Um anel de manutenção passa por baixo da plataforma e deixa os flankers surgirem atrás do ponto. Ele é escuro e apertado, então uma única armadilha basta para cobri-lo.'),
        marker('flank-route', 0.55, 0.1, 0, 'O caminho pelos telhados faz um arco sobre a cúpula da biblioteca e termina ao lado da torre do telescópio. Duelistas com mobilidade podem usar ele para tomar a torre por trás.'),
        marker('sightline', 0.15, 0.5, 1, 'Da borda da passarela oeste dá para ver, pelo céu aberto, até o telescópio. Mantenha a pressão na torre daqui para o sniper inimigo nunca ficar confortável.'),
        marker('sightline', 0.7, 0.45, 0, 'Uma faixa limpa vai do portão leste até o terraço das cartas estelares. Segurar ela impede que os curandeiros do outro time se instalem atrás das paredes do terraço.'),
        marker('hp-large', 0.9, 0.9, 0, 'Kit de vida grande na base da escada da torre do telescópio. Segurar a torre significa segurar este kit, e é por isso que as lutas em volta da escada esquentam tanto.'),
        marker('hp-small', 0.2, 0.88, 0, 'Kit de vida pequeno debaixo do terraço oeste, ao alcance do anel de manutenção. Os flankers que vão passar por baixo da plataforma devem completar a vida aqui antes de surgir atrás do ponto.'),
        marker('hp-small', 0.45, 0.26, 0, 'Kit de vida pequeno no fim da ponte oeste. Ele é muito exposto, então só pegue quando os braços do planetário estiverem bloqueando a visão da torre.'),
        marker('destructible', 0.3, 0.42, 1, 'Parte do parapeito da ponte oeste quebra sob fogo pesado, deixando um buraco que transforma cada empurrão num possível abate.'),
        marker('ultimate-spot', 0.5, 0.42, 2, 'Os times que contestam na prorrogação se amontoam debaixo do eixo do planetário. Uma ultimate de área no centro da plataforma acerta quase todo mundo, já que não há parede para se esconder.'),
        marker('ultimate-spot', 0.78, 0.5, 1, 'Descer da torre do telescópio dá a voadores e divers uma linha direta até a retaguarda no terraço; guarde a sua ultimate de engage para esse salto.'),
      ],
      powerPosition: {
        defDescription:
          'Dominar a torre do telescópio e o portão leste ao mesmo tempo é o setup mais forte desta rodada. O seu sniper vigia todas as aproximações enquanto os tanques seguram o portão estreito, e o kit grande na escada mantém todo mundo com a vida cheia.',
        atkDescription:
          'Tome primeiro o terraço das cartas estelares, já que ele é fácil de alcançar e difícil de receber dive. De lá, pressione a torre com dano à distância até o sniper sair e depois empurre o portão com os tanques.',
      },
      breakout: {
        defDescription:
          'Quando estiver encurralado do lado da torre, desça pelo anel de manutenção e surja atrás do terraço. Os curandeiros deles raramente vigiam o anel, e fazer eles se virarem abre o portão para os seus tanques.',
        atkDescription:
          'Não atravessem a ponte oeste em fila indiana. Mandem os voadores pelo caminho dos telhados enquanto o time de chão espera no fim da ponte, e atravessem todos juntos no momento em que a torre estiver ocupada.',
      },
      transformations: [
        { description: 'O planetário gigante sobre o ponto gira devagar, e de tempos em tempos os braços dele bloqueiam a visão da torre do telescópio sobre a plataforma.' },
        { description: 'Um trecho do parapeito da ponte oeste pode ser destruído, abrindo uma queda para o céu que os heróis de empurrão podem explorar.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'def', 'Coloque o sinalizador ao pé da escada da torre do telescópio para os aliados revividos aparecerem bem ao lado do kit de vida grande.', atMarker(11)),
        utility('rocket-raccoon', 'atk', 'Esconda o sinalizador no terraço das cartas estelares, atrás da mureta; ele fica fora da vista da torre e perto da plataforma.', atMarker(4)),
        utility('peni-parker', 'def', 'Coloque minas no pé da escada do anel de manutenção para pegar os flankers antes de eles surgirem atrás do ponto.', atMarker(7)),
        utility('peni-parker', 'def', 'Ancore o ninho de aranha nos postes de lanterna do portão leste; junto com um tanque, ele deixa o portão quase intransponível.', atMarker(6)),
        utility('the-punisher', 'both', 'Uma torreta na parede do terraço oeste cobre a plataforma e o fim da ponte sem expor você à torre.', atCallout('Star-Chart Terrace')),
        utility('the-punisher', 'def', 'Suba de tirolesa na torre do telescópio e instale a torreta virada para a ponte oeste para punir quem tentar atravessar.', atMarker(3)),
        utility('doctor-strange', 'atk', 'Um portal do spawn oeste até o caminho dos telhados deixa os divers chegarem à torre enquanto o outro time está ocupado vigiando a ponte.', atMarker(8)),
        utility('doctor-strange', 'both', 'Ligue o anel de manutenção ao terraço das cartas estelares e a rota por baixo da plataforma vira uma rotação rápida para o time inteiro.'),
      ],
    },
  ],
}
